import { describe, expect, it, vi } from 'vitest';
import { JOIN_TIMEOUT_MS, rejoinOnConnect } from './rejoinRooms.ts';

/** A socket as rejoinOnConnect sees it: it can connect (recovered or not), and holds each subscribe's answer. */
function fakeSocket() {
  let onConnect = () => {};
  const subscribes: { rooms: string[]; timeout: number; answer: () => void }[] = [];
  const socket = {
    recovered: false,
    on: (event: string, handler: () => void) => { if (event === 'connect') onConnect = handler; },
    timeout: (timeout: number) => ({
      emit: (event: string, rooms: string[], answer: () => void) => { if (event === 'subscribe') subscribes.push({ rooms, timeout, answer }); },
    }),
  };
  const connect = (recovered: boolean) => {
    socket.recovered = recovered;
    onConnect();
  };
  return { socket: socket as unknown as Parameters<typeof rejoinOnConnect>[0], connect, subscribes };
}

describe('rejoinOnConnect', () => {
  it('reads again only once the server has confirmed the join, not at the connect', () => {
    const { socket, connect, subscribes } = fakeSocket();
    const joined = vi.fn();
    rejoinOnConnect(socket, () => ['stations', 'station:7'], joined);
    connect(false);
    expect(subscribes).toHaveLength(1);
    expect(subscribes[0]!.rooms).toEqual(['stations', 'station:7']);
    expect(subscribes[0]!.timeout).toBe(JOIN_TIMEOUT_MS);
    expect(joined).not.toHaveBeenCalled();
    subscribes[0]!.answer();
    expect(joined).toHaveBeenCalledTimes(1);
  });

  it('reads again at once when there is no room to join', () => {
    const { socket, connect, subscribes } = fakeSocket();
    const joined = vi.fn();
    rejoinOnConnect(socket, () => [], joined);
    connect(false);
    expect(subscribes).toHaveLength(0);
    expect(joined).toHaveBeenCalledTimes(1);
  });

  it('neither joins nor reads after a recovered connect: the server kept the rooms and replays what was missed', () => {
    const { socket, connect, subscribes } = fakeSocket();
    const joined = vi.fn();
    rejoinOnConnect(socket, () => ['stations'], joined);
    connect(true);
    expect(subscribes).toHaveLength(0);
    expect(joined).not.toHaveBeenCalled();
  });
});
