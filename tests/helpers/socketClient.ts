import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../shared/realtime.ts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents> & { received: { event: string; payload: any }[] };

/** A real socket.io client (websocket unless told), with the session cookie, recording every event it receives. */
export function connectSocket(baseUrl: string, cookie: string, headers: Record<string, string> = {}, transports = ['websocket']): TestSocket {
  const socket = io(baseUrl, {
    path: SOCKET_PATH,
    transports,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...headers },
    reconnection: false,
    forceNew: true,
  }) as TestSocket;
  socket.received = [];
  socket.onAny((event, payload) => socket.received.push({ event, payload }));
  return socket;
}

export function connected(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

export function connectError(socket: TestSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, but should have been refused')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

export function subscribe(socket: TestSocket, rooms: string[]): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolve) => socket.emit('subscribe', rooms, resolve));
}

/** Waits until the socket has received an event matching the predicate. */
export async function waitForEvent(socket: TestSocket, event: string, predicate: (payload: any) => boolean = () => true, timeoutMs = 5000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = socket.received.find((r) => r.event === event && predicate(r.payload));
    if (found) return found.payload;
    if (Date.now() > deadline) throw new Error(`no ${event} within ${timeoutMs} ms; got ${socket.received.map((r) => r.event).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
