import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Sql } from '../db/sql.ts';
import { notFound } from '../errors.ts';
import { deleteUnreferencedBlobs, findBlobChunk, insertBlobChunk, markBlobComplete, touchBlob, type BlobRef } from '../repositories/blobs.ts';
import type { BlobStore, ByteRange, IncomingFile } from './blobStore.ts';
import { SWEEP_BATCH, SWEEP_GRACE_SECONDS } from './sweepBlobs.ts';

/**
 * The size of a chunk in blob_chunks (as migrations/00009_blobs.sql cut the bytes stored before): each chunk is
 * one short statement, written or read in milliseconds, so no statement holds a connection for long, and a
 * download holds a chunk or two in memory, not the file.
 */
export const CHUNK_BYTES = 256 * 1024;

/**
 * PostgreSQL's files, in the database (blob_chunks): every node serves every file, and a backup of the database
 * has them. A blob is complete once its last chunk is written; chunks of one content written by two uploads at
 * once are the same bytes, so either may write each. Uploads arrive in a temporary directory of this process.
 */
export function databaseBlobStore(sql: Sql): BlobStore {
  const incomingDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stationdesk-incoming-'));

  async function* chunks(blob: BlobRef, range: ByteRange): AsyncGenerator<Buffer> {
    for (let seq = Math.floor(range.start / CHUNK_BYTES); seq * CHUNK_BYTES <= range.end; seq++) {
      const data = await findBlobChunk(sql, blob.hash, seq);
      if (!data) throw notFound('The file was removed'); // since its row was read (and swept)
      const offset = seq * CHUNK_BYTES;
      yield data.subarray(Math.max(0, range.start - offset), range.end - offset + 1);
    }
  }

  return {
    incomingDir,
    async put(file: IncomingFile) {
      const { complete } = await touchBlob(sql, file);
      if (complete) return;
      const handle = await fs.promises.open(file.path);
      try {
        for (let seq = 0; seq * CHUNK_BYTES < file.size; seq++) {
          const buffer = Buffer.alloc(Math.min(CHUNK_BYTES, file.size - seq * CHUNK_BYTES));
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, seq * CHUNK_BYTES);
          if (bytesRead !== buffer.length) throw new Error(`${file.path} is shorter than ${file.size} bytes`);
          await insertBlobChunk(sql, file.hash, seq, buffer);
        }
      } finally {
        await handle.close();
      }
      await markBlobComplete(sql, file.hash);
    },
    async open(blob: BlobRef, range?: ByteRange): Promise<Readable> {
      const reading = chunks(blob, range ?? { start: 0, end: blob.size - 1 });
      // The first chunk before the stream is handed out: a missing blob fails before any header is sent.
      const first = await reading.next();
      async function* all(): AsyncGenerator<Buffer> {
        if (!first.done) yield first.value;
        yield* reading;
      }
      // One chunk ahead at most: a slow client holds a quarter of a MiB, not the file.
      return Readable.from(all(), { objectMode: false, highWaterMark: CHUNK_BYTES });
    },
    async source(blob: BlobRef) {
      const parts: Buffer[] = [];
      for await (const part of chunks(blob, { start: 0, end: blob.size - 1 })) parts.push(part);
      return Buffer.concat(parts);
    },
    async sweep() {
      return (await deleteUnreferencedBlobs(sql, SWEEP_GRACE_SECONDS, SWEEP_BATCH)).length;
    },
    async close() {
      await fs.promises.rm(incomingDir, { recursive: true, force: true });
    },
  };
}
