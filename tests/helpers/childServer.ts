import type { ChildProcess } from 'node:child_process';
import { spawnNode } from './processes.ts';

/**
 * Starts tests/helpers/serverProcess.ts (or another `script` that prints 'ready') as its own node process (so a
 * SIGKILL hits the server itself); `nodeArgs` go before it (e.g. `--import` of a probe).
 */
export async function startChildServer(env: Record<string, string>, options: { script?: string; nodeArgs?: string[] } = {}): Promise<ChildProcess> {
  const node = spawnNode(options.script ?? 'tests/helpers/serverProcess.ts', env, { nodeArgs: options.nodeArgs });
  await node.waitFor(/ready/, 120_000);
  return node.child;
}

/** Kills the child with SIGKILL: no shutdown hook runs. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
