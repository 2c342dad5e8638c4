import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { IssueSummary } from '../../shared/records.ts';
import { patchCacheFromSocket, type CacheEvents } from './liveCache.ts';
import { queryKeys } from './queryKeys.ts';

/** The socket as the cache sees it: handlers by event name, and a way to deliver an event to them. */
function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = { on: (event: string, handler: (payload: unknown) => void) => { handlers.set(event, handler); return socket; } };
  return { socket: socket as unknown as CacheEvents, deliver: (event: string, payload: unknown) => handlers.get(event)!(payload) };
}

const summary = (status: number) => ({ iid: 7, snid: 'NCR-2026-0007', status }) as IssueSummary;

describe('patchCacheFromSocket', () => {
  it('keeps a change that arrives while a fetch read before it is under way: that answer does not put the old state back', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { socket, deliver } = fakeSocket();
    patchCacheFromSocket(socket, client);

    // The server's state; the second fetch reads it, then its answer is held back.
    let status = 0;
    let calls = 0;
    let release = () => {};
    const queryFn = async () => {
      calls += 1;
      const read = [summary(status)];
      if (calls === 2) await new Promise<void>((resolve) => { release = resolve; });
      return read;
    };
    await client.fetchQuery({ queryKey: queryKeys.issues, queryFn });
    const slow = client.refetchQueries({ queryKey: queryKeys.issues });

    status = 2; // committed after that fetch read, and announced
    deliver('issues:row', { row: summary(2) });
    expect(client.getQueryData<IssueSummary[]>(queryKeys.issues)?.[0]?.status).toBe(2);

    release(); // the old answer arrives last
    await slow;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData<IssueSummary[]>(queryKeys.issues)?.[0]?.status).toBe(2);
    expect(calls).toBe(3); // read again after the change
  });

  it('only patches when no fetch is under way', async () => {
    const client = new QueryClient();
    const { socket, deliver } = fakeSocket();
    patchCacheFromSocket(socket, client);
    let calls = 0;
    await client.fetchQuery({ queryKey: queryKeys.issues, queryFn: async () => { calls += 1; return [summary(0)]; } });
    deliver('issues:row', { row: summary(1) });
    expect(client.getQueryData<IssueSummary[]>(queryKeys.issues)?.[0]?.status).toBe(1);
    expect(calls).toBe(1);
  });
});
