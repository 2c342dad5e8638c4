import { io, type Socket } from 'socket.io-client';
import { rooms, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../shared/realtime.ts';
import type { ApiClient } from './apiClient.ts';

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

/** The station each server's sockets hear last (see delivered), by the server's URL. */
const markers = new Map<string, Promise<number>>();

/**
 * Resolves once every event of the writes committed before it has reached `sockets`, in place of a pause that
 * hopes so: a node publishes changes one after another in commit order (server/realtime/publisher.ts), so once a
 * socket has the event of a later write, to a station of the test's own that it watches, it has every earlier
 * one. The marker's own events are then dropped from what the sockets received.
 */
export async function delivered(writer: ApiClient, sockets: TestSocket[]): Promise<void> {
  if (!markers.has(writer.baseUrl)) {
    markers.set(writer.baseUrl, writer.call('addStation', { projectId: `MARKER-${Date.now()}`, stationName: 'Delivery marker', serials: [] }).then((answer) => answer.result as number));
  }
  const sid = await markers.get(writer.baseUrl)!;
  const room = rooms.station(sid);
  for (const socket of sockets) {
    const joined = await subscribe(socket, [room]);
    if (!joined.ok) throw new Error(`the marker's room refused a socket: ${joined.message}`);
  }
  const { st } = await writer.call('station', { sid });
  const token = `marker ${Math.random().toString(36).slice(2)}`;
  await writer.call('updateStation', { sid, modif: st.modif, customer: token });
  await Promise.all(sockets.map((socket) => waitForEvent(socket, 'station:updated', (payload) => payload.st.customer === token)));
  for (const socket of sockets) {
    socket.emit('unsubscribe', [room]);
    socket.received = socket.received.filter(({ event, payload }) => !isAbout(event, payload, sid, room));
  }
}

function isAbout(event: string, payload: any, sid: number, room: string): boolean {
  if (event === 'presence' || event === 'presence:field') return payload?.room === room;
  if (event === 'activity') return payload?.kind === 'station' && payload.id === sid;
  return payload?.st?.sid === sid || payload?.row?.sid === sid || payload?.location?.id === sid || payload?.sid === sid;
}
