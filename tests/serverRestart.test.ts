import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, expect, it } from 'vitest';
import { SOCKET_PATH } from '../shared/realtime.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startMainProcess, type MainProcess } from './helpers/mainProcess.ts';

// A server stopped (a deploy, a restart) and started again: the open screens' live connections come back by
// themselves. Socket.IO's client reconnects after every disconnect but one the server asks for ("io server
// disconnect"), so a stop must close the connections, not disconnect the sockets.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-restart-'));
const env = { DATABASE_URL: '', DATA_DIR: dataDir };
let node: MainProcess | undefined;
let socket: Socket | undefined;

afterAll(async () => {
  socket?.close();
  await node?.stop('SIGTERM', 15_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('a live connection comes back by itself after the server is stopped and started again', async () => {
  node = await startMainProcess(env, 90_000);
  // The demo account's password is printed once the demo data is in (after "listening").
  let password: string | undefined;
  for (let waited = 0; !password && waited < 30_000; waited += 50) {
    password = /password "([^"]+)"/.exec(node.output())?.[1];
    if (!password) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const api = new ApiClient(node.url);
  expect((await api.login('demo', password!)).status).toBe(200);

  const live = io(node.url, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie: api.cookie }, reconnectionDelay: 200, reconnectionDelayMax: 1000 });
  socket = live;
  await new Promise<void>((resolve, reject) => { live.once('connect', () => resolve()); live.once('connect_error', reject); });

  const reason = new Promise<string>((resolve) => live.once('disconnect', resolve));
  const stopped = await node.stop('SIGTERM', 15_000);
  expect(stopped.timedOut).toBe(false);
  expect(await reason).toBe('transport close');
  expect(live.active).toBe(true); // trying to reconnect

  const port = new URL(node.url).port;
  const back = new Promise<void>((resolve) => live.once('connect', () => resolve()));
  node = await startMainProcess({ ...env, PORT: port }, 90_000);
  await back;
  expect(live.connected).toBe(true);
}, 240_000);
