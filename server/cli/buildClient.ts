// npm start runs this first: builds the web client with Vite when its folder is missing or older than any
// source it is built from. `--mode test`: the browser tests' build (dist/client-test, answers checked).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { runCli } from './openForCli.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['client', 'shared', 'server/build', 'vite.config.ts', 'postcss.config.js', 'package-lock.json'];
const OUT_DIRS: Record<string, string> = { production: 'dist/client', test: 'dist/client-test' };

function newestChange(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

runCli(async () => {
  const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } });
  const outDir = OUT_DIRS[values.mode];
  if (!outDir) throw new Error(`--mode must be one of ${Object.keys(OUT_DIRS).join(', ')}`);
  const builtIndex = path.join(root, outDir, 'index.html');
  const sources = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  if (fs.existsSync(builtIndex) && fs.statSync(builtIndex).mtimeMs >= sources) return;
  console.log(`Building the web client (${values.mode})…`);
  await build({ configFile: path.join(root, 'vite.config.ts'), mode: values.mode, logLevel: 'warn' });
});
