import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../server/main.ts');

/** `server/main.ts` in a process of its own, as `npm start` runs it (its signal handling included). */
export interface MainProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  alive(): boolean;
  /** Sends the signal and waits at most timeoutMs for the exit (then SIGKILL): how it ended and how long it took. */
  stop(signal: NodeJS.Signals, timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number; timedOut: boolean }>;
}

export function startMainProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<MainProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signal) => { exit = { code, signal }; resolve(); }));
  const node = (url: string): MainProcess => ({
    child,
    url,
    output: () => output,
    alive: () => exit === null,
    async stop(signal, stopTimeoutMs) {
      const started = Date.now();
      if (exit === null) child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(true), stopTimeoutMs); }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        child.kill('SIGKILL');
        await exited;
      }
      const ended = exit as { code: number | null; signal: NodeJS.Signals | null } | null;
      return { code: ended?.code ?? null, signal: ended?.signal ?? null, ms: Date.now() - started, timedOut };
    },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`)); }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(node(`http://127.0.0.1:${port}`));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => { clearTimeout(timer); reject(new Error(`the server exited before it listened:\n${output}`)); });
  });
}
