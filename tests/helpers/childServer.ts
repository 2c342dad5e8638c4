import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serverProcess.ts');

/**
 * Starts tests/helpers/serverProcess.ts (or another `script` that prints 'ready') as its own node process (so a
 * SIGKILL hits the server itself); `nodeArgs` go before it (e.g. `--import` of a probe).
 */
export function startChildServer(env: Record<string, string>, options: { script?: string; nodeArgs?: string[] } = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...(options.nodeArgs ?? []), options.script ?? SCRIPT], {
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Kills the child with SIGKILL: no shutdown hook runs. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
