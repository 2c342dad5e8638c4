// npm start runs this first: builds the web client with Vite when dist/client is missing or older than
// any source it is built from.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { runCli } from './openForCli.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['client', 'shared', 'vite.config.ts', 'postcss.config.js', 'package-lock.json'];
const builtIndex = path.join(root, 'dist/client/index.html');

function newestChange(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

runCli(async () => {
  const sources = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  if (fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= sources) return;
  console.log('Building the web client…');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
});
