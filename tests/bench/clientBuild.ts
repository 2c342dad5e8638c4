// The build of the web client that the browser benchmarks measure and serve (with Vite's manifest, to walk each
// route's chunks). A full run builds production into a folder of the suite's own, dist/bench-client, once per
// run, so that it never stands in for, or waits on, the shared dist/client. A smoke run, whose figures are not
// judged, takes the browser tests' build (dist/client-test, built only when its sources changed): no second build.
import path from 'node:path';
import { build } from 'vite';
import { TEST_CLIENT_DIR } from '../../server/server.ts';
import { buildTestClient } from '../helpers/processes.ts';
import { BENCH_DIR } from './fixtures.ts';

const ROOT = path.resolve(BENCH_DIR, '../..');
const OUT_DIR = path.join(ROOT, 'dist/bench-client');

let built: Promise<string> | undefined;

export function benchClientBuild(smoke: boolean): Promise<string> {
  built ??= smoke ? Promise.resolve().then(() => { buildTestClient(); return TEST_CLIENT_DIR; }) : build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
  }).then(() => OUT_DIR);
  return built;
}
