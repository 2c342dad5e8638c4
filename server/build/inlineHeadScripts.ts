// The scripts that run before the app (client/head/*.js: the colour scheme, the early fetch of the screen's data,
// the globe's dark backdrop), written into index.html when the client is built (a Vite plugin). As files of
// their own they were three requests that held back the first paint (Lighthouse put it at 300 ms on a phone's
// network); inline, the Content-Security-Policy allows them by their hashes (server/http/contentSecurityPolicy.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const HEAD_SCRIPTS_DIR = fileURLToPath(new URL('../../client/head/', import.meta.url));

/**
 * index.html names each script as `<script src="./head/NAME.js"></script>`; that tag becomes the script itself,
 * without its lines of comment (each page carries it).
 */
const HEAD_SCRIPT_TAG = /<script src="\.\/head\/([\w-]+\.js)"><\/script>/g;

export function inlineHeadScripts(): Plugin {
  return {
    name: 'stationdesk:inline-head-scripts',
    buildStart() {
      // `vite build --watch` (npm run dev) builds again when one of them changes.
      for (const file of fs.readdirSync(HEAD_SCRIPTS_DIR)) this.addWatchFile(path.join(HEAD_SCRIPTS_DIR, file));
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(HEAD_SCRIPT_TAG, (_tag, file: string) => {
        const source = fs.readFileSync(path.join(HEAD_SCRIPTS_DIR, file), 'utf8');
        const script = source.split('\n').filter((line) => !line.trimStart().startsWith('//')).join('\n').trim();
        if (/<\/script/i.test(script)) throw new Error(`client/head/${file} cannot be written into the page: it contains </script`);
        return `<script>\n${script}\n</script>`;
      }),
    },
  };
}
