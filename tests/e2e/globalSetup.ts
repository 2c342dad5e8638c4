// Before the browser tests' workers start: the browser tests' build of the client (when its sources changed) and
// the migrated template database of the run's engine, each made once for every worker's server.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareTemplates, testPostgresUrl } from '../helpers/testDatabase.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup(): Promise<void> {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/buildClient.ts', '--mode', 'test'], { cwd: ROOT, stdio: 'inherit' });
  await prepareTemplates(testPostgresUrl());
}
