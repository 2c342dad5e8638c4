// What the web client may load, sent with every response (pages, built files, API answers). Scripts come only
// from our own files and, inline, the built index.html's own (client/head/*.js, server/build/inlineHeadScripts.ts)
// by their hashes: nothing eval'd, no other inline script. Styles allow inline because Mantine writes its CSS
// variables into style elements and style attributes at run time. Images include data: and blob: (the globe's
// canvas textures, image previews); connect-src 'self' covers the API, Socket.IO and /yjs, since CSP 3 lets
// 'self' match ws:/wss: on the same host.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The CSP source of each inline script of a page (one without src): `'sha256-…'` of its text, as browsers hash it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map(([, text]) => `'sha256-${crypto.createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
}

export interface ClientPolicy {
  /** The build's index.html, every page's. */
  indexFile: string;
  /** The policy for the build as last read. */
  current(): string;
  /**
   * The policy for the build as it is now, when a page is sent: index.html read again if it changed (a new
   * build); null when there is no build (then the policy allows no inline script).
   */
  refresh(): string | null;
}

/** The policy for the client built into `clientDir` (none built: no inline script allowed). */
export function clientPolicy(clientDir: string): ClientPolicy {
  const indexFile = path.resolve(clientDir, 'index.html');
  let readAt: number | undefined;
  let policy = contentSecurityPolicy();
  const read = (): string | undefined => {
    try {
      return fs.readFileSync(indexFile, 'utf8');
    } catch {
      return undefined; // removed meanwhile (a build starting over): read again at the next page
    }
  };
  const refresh = () => {
    const modifiedAt = fs.statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (modifiedAt !== readAt) {
      const html = modifiedAt === undefined ? undefined : read();
      readAt = html === undefined ? undefined : modifiedAt;
      policy = contentSecurityPolicy(html === undefined ? [] : inlineScriptHashes(html));
    }
    return readAt === undefined ? null : policy;
  };
  refresh();
  return { indexFile, current: () => policy, refresh };
}
