// The production build of the web client that the browser benchmarks measure and serve: built once per run
// into a folder of the suite's own, dist/bench-client (with Vite's manifest, to walk each route's chunks), so
// that it never stands in for, or waits on, the shared dist/client.
import path from 'node:path';
import { build } from 'vite';
import { BENCH_DIR } from './fixtures.ts';

const ROOT = path.resolve(BENCH_DIR, '../..');
const OUT_DIR = path.join(ROOT, 'dist/bench-client');

let built: Promise<string> | undefined;

export function benchClientBuild(): Promise<string> {
  built ??= build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
  }).then(() => OUT_DIR);
  return built;
}
