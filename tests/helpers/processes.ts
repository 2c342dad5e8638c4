// The tests' other processes: one way to start a TypeScript script in a node process of its own and wait for what
// it prints (a server that a test kills, npm start itself), one way to run the command-line tool, and the build of
// the client the browser tests serve.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface NodeProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  alive(): boolean;
  /** Resolves with the first match of `pattern` in its output; rejects when it exits first or `timeoutMs` passes. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Sends the signal and waits at most timeoutMs for the exit (then SIGKILL): how it ended and how long it took. */
  stop(signal: NodeJS.Signals, timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number; timedOut: boolean }>;
  /** SIGKILL: no shutdown hook runs. */
  kill(): Promise<void>;
}

/** Starts `script` (relative to the repository) with tsx in a node process of its own; `nodeArgs` go before it. */
export function spawnNode(script: string, env: Record<string, string>, options: { nodeArgs?: string[] } = {}): NodeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...(options.nodeArgs ?? []), path.resolve(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signal) => { exit = { code, signal }; resolve(); }));

  return {
    child,
    output: () => output,
    alive: () => exit === null,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const done = (settle: () => void) => { watchers.delete(check); clearTimeout(timer); settle(); };
        const check = () => {
          const match = pattern.exec(output);
          if (match) done(() => resolve(match));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`${script} printed no ${pattern} within ${timeoutMs} ms:\n${output}`))), timeoutMs);
        watchers.add(check);
        void exited.then(() => done(() => reject(new Error(`${script} exited (${JSON.stringify(exit)}) before it printed ${pattern}:\n${output}`))));
        check();
      });
    },
    async stop(signal, timeoutMs) {
      const started = Date.now();
      if (exit === null) child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(true), timeoutMs); }),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        child.kill('SIGKILL');
        await exited;
      }
      const ended = exit as { code: number | null; signal: NodeJS.Signals | null } | null;
      return { code: ended?.code ?? null, signal: ended?.signal ?? null, ms: Date.now() - started, timedOut };
    },
    async kill() {
      if (exit !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Runs `npm run user -- ARGS` (server/cli/user.ts) with `env`, asynchronously: a test's embedded database is served
 * by the test's own process, which must keep answering meanwhile. Its exit status and output.
 */
export function runUserCli(args: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'server/cli/user.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: timeoutMs },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }));
  });
}

/** Builds the browser tests' client (dist/client-test) when its sources changed: `buildClient.ts --mode test`. */
export function buildTestClient(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/buildClient.ts', '--mode', 'test'], { cwd: ROOT, stdio: 'inherit' });
}
