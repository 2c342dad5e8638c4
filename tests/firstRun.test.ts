import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './helpers/apiClient.ts';

// `npm start` on the embedded default: a fresh DATA_DIR gets the demo data and a demo account.
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-first-run-'));
const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
let child: ChildProcess;
let output = '';

function startServerProcess(): void {
  output = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => { output += chunk; });
  child.stderr!.on('data', (chunk) => { output += chunk; });
}

async function waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = output.match(pattern);
    if (match) return match;
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function runUserCli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/user.ts', ...args], { cwd: root, env, encoding: 'utf8' });
}

let port: number;
let password: string;

beforeAll(async () => {
  startServerProcess();
  port = Number((await waitFor(/listening on http:\/\/localhost:(\d+)/, 90_000))[1]);
  password = (await waitFor(/password "([^"]+)"/, 10_000))[1]!;
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('first run on the embedded database', () => {
  it('loads the demo data and prints the demo account, which signs in', async () => {
    expect(password).toBeTruthy();
    const client = new ApiClient(`http://127.0.0.1:${port}`);
    expect((await client.login('demo', password)).status).toBe(200);
    const listed = await client.post('/api/stations', {}, { 'accept-encoding': 'gzip' });
    expect(listed.body.stations.length).toBe(400);
    expect(listed.headers.get('content-encoding')).toBe('gzip');
    const { issues } = await client.call('issues');
    expect(issues.length).toBeGreaterThan(50);
    const { locations } = await client.call('locations');
    expect(locations.length).toBe(400);
    expect(await client.call('loginInfo')).toEqual({ demo: { user: 'demo', password } });
  });

  it('npm run user adds an account through the running server\'s database', async () => {
    const result = runUserCli('add', 'maria', '--password', 'maria-secret', '--person', 'Maria Newcomer');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('User "maria" is ready');
    const client = new ApiClient(`http://127.0.0.1:${port}`);
    expect((await client.login('maria', 'maria-secret')).body).toEqual({ user: { name: 'maria', person: 'Maria Newcomer' } });
    const { people } = await client.call('people');
    expect(people).toContain('Maria Newcomer');
  });

  it('npm run user refuses bad arguments with the usage', () => {
    const result = runUserCli('add', 'short');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run user -- add NAME --password PASS');
  });

  it('refuses a second server on the same data directory', () => {
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
    expect(second.status).not.toBe(0);
    expect(second.stderr).toContain('held by another running Stationdesk process');
  });

  it('keeps the data after a restart, and npm run user works on a stopped server', async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const offline = runUserCli('add', 'offline', '--password', 'offline-secret');
    expect(offline.status, offline.stderr).toBe(0);
    startServerProcess();
    const [, listening] = await waitFor(/listening on http:\/\/localhost:(\d+)/, 90_000);
    await waitFor(/password "/, 10_000);
    const client = new ApiClient(`http://127.0.0.1:${listening}`);
    expect((await client.login('offline', 'offline-secret')).status).toBe(200);
    expect((await client.call('stations')).stations.length).toBe(400);
    expect(output).toContain(`password "${password}"`);
  }, 120_000);
});
