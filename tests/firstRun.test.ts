import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOverdue } from '../shared/actionRules.ts';
import { ACTION_STATUS, EFFECTIVENESS, ISSUE_STATUS } from '../shared/constants.ts';
import { todayDate } from '../shared/dates.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startMainProcess, type MainProcess } from './helpers/mainProcess.ts';
import { runUserCli } from './helpers/processes.ts';

// `npm start` on the embedded default: a fresh DATA_DIR gets the demo data and a demo account.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-first-run-'));
const env = { DATABASE_URL: '', DATA_DIR: dataDir };
let node: MainProcess;
let password: string;

async function startNode(): Promise<void> {
  node = await startMainProcess(env, 90_000);
  password = (await node.waitFor(/password "([^"]+)"/, 10_000))[1]!;
}

beforeAll(startNode, 120_000);

afterAll(async () => {
  await node?.stop('SIGTERM', 10_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('first run on the embedded database', () => {
  it('loads the demo data and prints the demo account, which signs in', async () => {
    expect(password).toBeTruthy();
    const client = new ApiClient(node.url);
    expect((await client.login('demo', password)).status).toBe(200);
    const listed = await client.post('/api/stations', {}, { 'accept-encoding': 'gzip' });
    expect(listed.body.stations.length).toBe(400);
    expect(listed.headers.get('content-encoding')).toBe('gzip');
    const { issues } = await client.call('issues');
    expect(issues.length).toBeGreaterThan(50);
    const { locations } = await client.call('locations');
    expect(locations.length).toBe(400);
    // Some NCRs have actions (issue 36): open ones, some overdue by today, and verified ones of resolved NCRs.
    const { actions } = await client.call('allActions');
    const today = todayDate();
    expect(actions.filter((a) => isOverdue(a, today)).length).toBeGreaterThan(0);
    expect(actions.filter((a) => a.status === ACTION_STATUS.Verified).length).toBeGreaterThan(0);
    const resolved = actions.find((a) => a.status === ACTION_STATUS.Verified && issues.some((i) => i.iid === a.iid && i.status === ISSUE_STATUS.Resolved));
    expect((await client.call('issue', { iid: resolved!.iid })).issue).toMatchObject({ effResult: EFFECTIVENESS.Effective, closedBy: expect.stringMatching(/\w/) });
    // The login page offers the demo password while the demo account is the only one, and the log says so.
    expect(await client.call('loginInfo')).toEqual({ demo: { user: 'demo', password } });
    expect(node.output()).toContain('The login page shows this password while "demo" is the only account; to stop that, add an account of your own: npm run user -- add NAME --password PASS');
  });

  it('npm run user adds an account through the running server\'s database', async () => {
    const result = await runUserCli(['add', 'maria', '--password', 'maria-secret', '--person', 'Maria Newcomer'], env);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('User "maria" is ready');
    const client = new ApiClient(node.url);
    expect((await client.login('maria', 'maria-secret')).body).toEqual({ user: { name: 'maria', person: 'Maria Newcomer' } });
    const { people } = await client.call('people');
    expect(people).toContain('Maria Newcomer');
    // Now that someone has an account of their own, the login page no longer hands out the demo password.
    expect(await new ApiClient(node.url).call('loginInfo')).toEqual({ demo: null });
  });

  it('npm run user refuses bad arguments with the usage', async () => {
    const result = await runUserCli(['add', 'short'], env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run user -- add NAME --password PASS');
  });

  it('refuses a second server on the same data directory', async () => {
    const second = await startMainProcess(env).then(
      async (started) => { await started.stop('SIGTERM', 10_000); throw new Error('a second server started'); },
      (error: unknown) => String(error));
    expect(second).toContain('held by another running Stationdesk process');
  });

  it('keeps the data after a restart, and npm run user works on a stopped server', async () => {
    const first = password;
    expect((await node.stop('SIGTERM', 10_000)).timedOut).toBe(false);
    const offline = await runUserCli(['add', 'offline', '--password', 'offline-secret'], env);
    expect(offline.status, offline.stderr).toBe(0);
    await startNode();
    const client = new ApiClient(node.url);
    expect((await client.login('offline', 'offline-secret')).status).toBe(200);
    expect((await client.call('stations')).stations.length).toBe(400);
    expect(password).toBe(first);
  }, 120_000);
});
