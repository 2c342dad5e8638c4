import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CHUNK_BYTES } from '../../server/blobs/databaseBlobStore.ts';
import type { TestServer } from './testServer.ts';

/**
 * Stores `data` in a test server's blob store behind its back, as an earlier version would have left it (bytes the
 * uploads of today refuse): on PostgreSQL its chunks, on the embedded engine its file in DATA_DIR/files. Its hash.
 */
export async function storeBlobDirectly(server: TestServer, data: Buffer): Promise<string> {
  const hash = createHash('sha256').update(data).digest('hex');
  await server.sql`insert into blobs (hash, size, complete) values (${hash}, ${data.length}, true) on conflict do nothing`;
  if (server.config.databaseUrl) {
    for (let seq = 0; seq * CHUNK_BYTES < data.length; seq++) {
      await server.sql`insert into blob_chunks (hash, seq, data) values (${hash}, ${seq}, ${data.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES)}) on conflict do nothing`;
    }
  } else {
    const file = path.join(server.config.dataDir, 'files', hash.slice(0, 2), hash);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  }
  return hash;
}
