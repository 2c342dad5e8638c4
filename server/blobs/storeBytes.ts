import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BlobRef } from '../repositories/blobs.ts';
import type { BlobStore } from './blobStore.ts';

/** Stores bytes made on the server (an issued report) as an upload would be: through a file of the incoming directory. */
export async function storeBytes(blobs: BlobStore, bytes: Buffer): Promise<BlobRef> {
  const file = path.join(blobs.incomingDir, `made-${randomUUID()}`);
  const blob = { hash: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
  await fs.promises.writeFile(file, bytes);
  try {
    await blobs.put({ path: file, ...blob });
    return blob;
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}
