import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './freePort.ts';

const run = promisify(execFile);

/** A PostgreSQL cluster of a test's own, on its own port and directory: restart it, stop it, never the machine's. */
export interface ThrowawayCluster {
  /** Connection URL of its `postgres` database, trust auth, user postgres. */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every backend ends, the server is down for a moment, then accepts connections. */
  restart(): Promise<void>;
  /** Stops it at once and removes its directory. */
  remove(): Promise<void>;
}

/** The newest installed server's bin directory (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const majors = fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : null;
}

/**
 * initdb + pg_ctl start in a new temporary directory, on a free loopback port, fsync off (a throwaway cluster
 * need not survive a power cut; a clean restart keeps every committed transaction all the same). initdb
 * refuses to run as root, so as root the cluster belongs to the `postgres` OS user.
 */
export async function startThrowawayCluster(binDir: string): Promise<ThrowawayCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-outage-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[], timeout = 60_000) => {
    const command = path.join(binDir, tool);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args], { timeout }) : run(command, args, { timeout });
  };
  const port = await freePort();
  const pgCtl = (args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', ...args]);
  const remove = async () => {
    await pgCtl(['-m', 'immediate', 'stop']).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
    await pgCtl(['-o', options, 'start']);
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    await remove();
    throw new Error(`could not start a throwaway PostgreSQL: ${(error as Error).message}\n${log}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    // pg_ctl restart keeps the options the server was started with (postmaster.opts).
    restart: async () => { await pgCtl(['-m', 'fast', 'restart']); },
    remove,
  };
}
