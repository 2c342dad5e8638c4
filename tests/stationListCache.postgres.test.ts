import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';
import { rename } from './helpers/records.ts';

// The kept stations list on several nodes (tests/stationListCache.test.ts: on one): a change on one node makes
// the other's next call read it again, and every node answers the same ETag for the same data.

const list = (client: ApiClient, etag?: string) => client.post('/api/stations', {}, { 'accept-encoding': 'br, gzip', ...(etag ? { 'if-none-match': etag } : {}) });

/** Lists until the answer to `etag` is no longer 304 (the other node heard of the change), for at most 10 s. */
async function listWhenChanged(client: ApiClient, etag: string): Promise<Awaited<ReturnType<typeof list>>> {
  for (const deadline = Date.now() + 10_000; ;) {
    const answer = await list(client, etag);
    if (answer.status !== 304 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the kept stations list on several nodes', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  let onA: ApiClient;
  let onB: ApiClient;
  beforeAll(async () => {
    nodeA = await startTestServer();
    nodeB = await startTestServer({}, { shareDatabaseOf: nodeA });
    onA = await nodeA.signIn('anna', 'Anna Berger');
    onB = new ApiClient(nodeB.url);
    onB.cookie = onA.cookie;
  });
  afterAll(async () => {
    await nodeB?.stop();
    await nodeA?.stop();
  });

  it('has the same ETag on every node for the same data, and a write on one node is in the next list of the other', async () => {
    const { result: sid } = await onA.call('addStation', { projectId: '83003', stationName: 'Across', serials: [] });
    const onNodeA = await list(onA);
    const onNodeB = await list(onB);
    expect(onNodeB.headers.get('etag')).toBe(onNodeA.headers.get('etag'));
    const etag = onNodeB.headers.get('etag')!;
    expect((await list(onB, etag)).status).toBe(304);

    await rename(onA, sid, 'Written on A');
    const changed = await listWhenChanged(onB, etag);
    expect(changed.status).toBe(200);
    expect(changed.body.stations.find((row: { sid: number }) => row.sid === sid).customer).toBe('Written on A');
  });
});
