import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIONS_PAGE_SIZE } from '../shared/constants.ts';
import type { FirstStations, StationListItem } from '../shared/records.ts';
import { presentStationListItem } from '../server/presenters/station.ts';
import { listStations } from '../server/repositories/stations.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';
import { rename } from './helpers/records.ts';

// The stations list is kept serialized and compressed per data version (server/http/cachedAnswer.ts): a
// change that shows in it, on this node or another, makes the next call read it again; a client that sends
// back the ETag of the current version gets 304.

const list = (client: ApiClient, etag?: string) => client.post('/api/stations', {}, { 'accept-encoding': 'br, gzip', ...(etag ? { 'if-none-match': etag } : {}) });

describe('the kept stations list', () => {
  let server: TestServer;
  let anna: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    anna = await server.signIn('anna', 'Anna Berger');
  });
  afterAll(async () => { await server?.stop(); });

  it('answers 304 to the current ETag, and the writer\'s next call has its change', async () => {
    const { result: sid } = await anna.call('addStation', { projectId: '83001', stationName: 'Kept', serials: [] });
    const first = await list(anna);
    expect(first.status).toBe(200);
    expect(first.body.stations.some((row: { sid: number }) => row.sid === sid)).toBe(true);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await list(anna, etag);
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    await rename(anna, sid, 'Changed at once');
    const after = await list(anna, etag);
    expect(after.status).toBe(200);
    expect(after.body.stations.find((row: { sid: number }) => row.sid === sid).customer).toBe('Changed at once');
    expect(after.headers.get('etag')).not.toBe(etag);

    // A change the list does not show (a product) keeps the version.
    await anna.call('addProduct', { sid, cat: 'GFN', serial: 'S-83001' });
    expect((await list(anna, after.headers.get('etag')!)).status).toBe(304);
  });

  it('sends the same body as a fresh read, compressed in one piece', async () => {
    // Enough rows to be worth compressing (1 KiB).
    for (let n = 0; n < 8; n++) await anna.call('addStation', { projectId: `8310${n}`, stationName: `Fresh ${n}`, serials: [] });
    const { result: sid } = await anna.call('addStation', { projectId: '83002', stationName: 'Fresh', serials: [] });
    await rename(anna, sid, 'Fresh customer');
    const kept = await list(anna);
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(Number(kept.headers.get('content-length'))).toBeGreaterThan(0);
    expect(kept.body).toEqual({ stations: (await listStations(server.sql)).map(presentStationListItem) });
  });

  it('sends the first page of the default view with its parents and the count, as the whole list has them, and keeps it likewise', async () => {
    const { result: parent } = await anna.call('addStation', { projectId: '83004', stationName: 'First parent', serials: [] });
    for (let n = 0; n < STATIONS_PAGE_SIZE + 1; n++) await anna.call('addStation', { projectId: `8320${n}`, stationName: `Page ${n}`, serials: [] });
    const { result: child } = await anna.call('addStation', { projectId: '83005', stationName: 'First child', serials: [] });
    const { st } = await anna.call('station', { sid: child });
    await anna.call('updateStation', { sid: child, modif: st.modif, setParent: parent });

    const first = await anna.post('/api/stations/first', {});
    expect(first.status).toBe(200);
    const whole: StationListItem[] = (await list(anna)).body.stations;
    const { stations, parents, total } = first.body as FirstStations;
    expect(stations).toEqual(whole.slice(0, STATIONS_PAGE_SIZE));
    expect(stations[0]!.sid).toBe(child);
    expect(parents).toEqual(whole.filter((row) => row.sid === parent));
    expect(total).toBe(whole.length);

    const etag = first.headers.get('etag')!;
    expect((await anna.post('/api/stations/first', {}, { 'if-none-match': etag })).status).toBe(304);
    await rename(anna, child, 'First changed');
    const changed = await anna.post('/api/stations/first', {}, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.stations[0].customer).toBe('First changed');
  });

  it('puts no ETag on other answers', async () => {
    const answer = await anna.post('/api/stats', {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBeNull();
  });
});
