import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ActionListItem, IssueSummary, ParentRef, StationListItem } from '../../../shared/records.ts';
import { patchCacheFromSocket, type CacheEvents } from './liveCache.ts';
import { queryKeys } from '../api/queryKeys.ts';

/** The socket as the cache sees it: handlers by event name, and a way to deliver an event to them. */
function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = { on: (event: string, handler: (payload: unknown) => void) => { handlers.set(event, handler); return socket; } };
  return { socket: socket as unknown as CacheEvents, deliver: (event: string, payload: unknown) => handlers.get(event)!(payload) };
}

const summary = (status: number) => ({ iid: 7, snid: 'NCR-2026-0007', status }) as IssueSummary;

describe('patchCacheFromSocket', () => {
  /**
   * A cache with the NCR list fetched once from `read`, and a second fetch of it whose answer is held back until
   * `arrive`: read before it is held, or after (`readLate`).
   */
  async function heldFetch(read: () => IssueSummary[], readLate = false) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { socket, deliver } = fakeSocket();
    patchCacheFromSocket(socket, client);
    let calls = 0;
    let release = () => {};
    const queryFn = async () => {
      calls += 1;
      const early = read();
      if (calls === 2) await new Promise<void>((resolve) => { release = resolve; });
      return readLate ? read() : early;
    };
    await client.fetchQuery({ queryKey: queryKeys.issues, queryFn });
    const slow = client.refetchQueries({ queryKey: queryKeys.issues });
    const list = () => client.getQueryData<IssueSummary[]>(queryKeys.issues);
    return { client, deliver, list, calls: () => calls, arrive: async () => { release(); await slow; } };
  }

  it('keeps a change that arrives while a fetch read before it is under way: that answer does not put the old state back', async () => {
    let status = 0;
    const { deliver, list, calls, arrive } = await heldFetch(() => [summary(status)]);
    status = 2; // committed after that fetch read, and announced
    deliver('issues:row', { row: summary(2) });
    expect(list()?.[0]?.status).toBe(2);
    await arrive(); // the old answer arrives last
    expect(list()?.[0]?.status).toBe(2);
    expect(calls()).toBe(2); // and nothing was read again
  });

  it('puts a burst of changes onto the answer of the fetch under way, in order, without reading again', async () => {
    const { deliver, list, calls, arrive } = await heldFetch(() => [summary(0)]);
    for (let iid = 100; iid < 150; iid += 1) deliver('issues:row', { row: { ...summary(1), iid } });
    deliver('issues:row', { row: summary(5) });
    deliver('issue:deleted', { iid: 100 });
    await arrive();
    const rows = list()!;
    expect(rows).toHaveLength(50); // 49 new, the 7th
    expect(rows.find((row) => row.iid === 7)?.status).toBe(5);
    expect(rows.some((row) => row.iid === 100)).toBe(false);
    expect(calls()).toBe(2);
  });

  it('applies a change once to an answer read after it (each change is idempotent)', async () => {
    let rows = [summary(0)];
    const { deliver, list, arrive } = await heldFetch(() => rows, true);
    rows = [{ ...summary(1), iid: 8 }, summary(0)];
    deliver('issues:row', { row: { ...summary(1), iid: 8 } });
    await arrive();
    expect(list()?.map((row) => row.iid)).toEqual([8, 7]);
  });

  it('puts a change onto the first answer of a list that had none when it came', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { socket, deliver } = fakeSocket();
    patchCacheFromSocket(socket, client);
    let release = () => {};
    const first = client.fetchQuery({
      queryKey: queryKeys.issues,
      queryFn: async () => { await new Promise<void>((resolve) => { release = resolve; }); return [summary(0)]; },
    });
    deliver('issues:row', { row: { ...summary(3), iid: 9 } });
    release();
    await first;
    expect(client.getQueryData<IssueSummary[]>(queryKeys.issues)?.map((row) => row.iid)).toEqual([9, 7]);
  });

  it('forgets the changes announced during a fetch that failed: the next answer is taken as it is', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { socket, deliver } = fakeSocket();
    patchCacheFromSocket(socket, client);
    await client.fetchQuery({ queryKey: queryKeys.issues, queryFn: async () => [summary(0)] });
    let fail = () => {};
    const failing = client.fetchQuery({
      queryKey: queryKeys.issues,
      staleTime: 0,
      queryFn: () => new Promise<IssueSummary[]>((_, reject) => { fail = () => reject(new Error('offline')); }),
    });
    deliver('issues:row', { row: { ...summary(1), iid: 8 } });
    fail();
    await expect(failing).rejects.toThrow('offline');
    expect(client.getQueryData<IssueSummary[]>(queryKeys.issues)?.map((row) => row.iid)).toEqual([8, 7]);
    await client.fetchQuery({ queryKey: queryKeys.issues, staleTime: 0, queryFn: async () => [summary(0)] });
    expect(client.getQueryData<IssueSummary[]>(queryKeys.issues)?.map((row) => row.iid)).toEqual([7]);
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

  describe('a station\'s row in the lists that hold rows by what they are', () => {
    const row = (sid: number, parent: number, projId = `P-${sid}`) => ({ sid, parent, projId, name: `Station ${sid}` }) as StationListItem;
    const ref = ({ sid, name, projId }: StationListItem): ParentRef => ({ sid, name, projId });

    async function cached() {
      const client = new QueryClient();
      const { socket, deliver } = fakeSocket();
      patchCacheFromSocket(socket, client);
      await client.fetchQuery({ queryKey: queryKeys.subProjects(1), queryFn: async () => [row(2, 1)] });
      await client.fetchQuery({ queryKey: queryKeys.subProjects(5), queryFn: async () => [] as StationListItem[] });
      await client.fetchQuery({ queryKey: queryKeys.sameProjectId('12161'), queryFn: async () => [ref(row(2, 1, '12161'))] });
      const subProjects = (sid: number) => client.getQueryData<StationListItem[]>(queryKeys.subProjects(sid))?.map((s) => s.sid);
      const sameProjectId = (projId: string) => client.getQueryData<ParentRef[]>(queryKeys.sameProjectId(projId));
      return { deliver, subProjects, sameProjectId };
    }

    it('moves a sub-project to its new parent and adds one connected, renamed in place', async () => {
      const { deliver, subProjects } = await cached();
      deliver('stations:row', { row: row(3, 1) });
      expect(subProjects(1)).toEqual([3, 2]);
      deliver('stations:row', { row: row(2, 5) }); // connected to another parent
      expect(subProjects(1)).toEqual([3]);
      expect(subProjects(5)).toEqual([2]);
      deliver('stations:row', { row: { ...row(2, 5), name: 'Renamed' } });
      expect(subProjects(5)).toEqual([2]);
      deliver('stations:row', { row: row(3, 0) }); // disconnected (0: no parent)
      expect(subProjects(1)).toEqual([]);
    });

    it('keeps the stations of a project id as the rows change it, ignoring surrounding spaces', async () => {
      const { deliver, sameProjectId } = await cached();
      deliver('stations:row', { row: row(7, 0, ' 12161 ') });
      expect(sameProjectId('12161')?.map((s) => s.sid)).toEqual([7, 2]);
      deliver('stations:row', { row: { ...row(2, 1, '12161'), name: 'Renamed' } });
      expect(sameProjectId('12161')?.find((s) => s.sid === 2)?.name).toBe('Renamed');
      deliver('stations:row', { row: row(2, 1, '12162') }); // its project id changed
      expect(sameProjectId('12161')?.map((s) => s.sid)).toEqual([7]);
      expect(sameProjectId('12162')).toBeUndefined(); // nobody asked for that one
    });

    it('drops a deleted station from each', async () => {
      const { deliver, subProjects, sameProjectId } = await cached();
      deliver('station:deleted', { sid: 2 });
      expect(subProjects(1)).toEqual([]);
      expect(sameProjectId('12161')).toEqual([]);
    });
  });

  // Issue 36: My actions' rows, from the actions room.
  it("keeps My actions' rows: a row new or changed, one removed, every action of a deleted NCR or station", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { socket, deliver } = fakeSocket();
    patchCacheFromSocket(socket, client);
    const action = (aid: number, iid: number, sid: number, status = 0) => ({ aid, iid, sid, status, descr: `A${aid}` }) as ActionListItem;
    await client.fetchQuery({ queryKey: queryKeys.allActions, queryFn: async () => [action(1, 10, 1), action(2, 10, 1), action(3, 11, 1), action(4, 12, 2)] });
    const aids = () => client.getQueryData<ActionListItem[]>(queryKeys.allActions)?.map((row) => `${row.aid}:${row.status}`);
    deliver('actions:row', { row: action(5, 12, 2) });
    deliver('actions:row', { row: action(1, 10, 1, 1) });
    expect(aids()).toEqual(['5:0', '1:1', '2:0', '3:0', '4:0']);
    deliver('actions:removed', { aid: 3 });
    expect(aids()).toEqual(['5:0', '1:1', '2:0', '4:0']);
    deliver('issue:deleted', { iid: 10 });
    expect(aids()).toEqual(['5:0', '4:0']);
    deliver('station:deleted', { sid: 2 });
    expect(aids()).toEqual([]);
  });
});
