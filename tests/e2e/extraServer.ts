import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

export interface ExtraServer { url: string; stop(): Promise<void> }

/**
 * Another e2e server (tests/e2e/server.ts) in its own process, with its own fresh database seeded with
 * `stations` stations and the e2e users: for a test that compares two dataset sizes.
 */
export function startExtraServer(port: number, stations: number): Promise<ExtraServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, E2E_PORT: String(port), E2E_SEED_STATIONS: String(stations) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('e2e server ready')) resolve({ url: `http://127.0.0.1:${port}`, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the extra server exited (${code}) before it was ready:\n${output}`)));
  });
}
