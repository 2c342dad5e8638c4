// Where the bytes of files live (attachments, station images): a row names its content by SHA-256 and size
// (repositories/blobs.ts), a store keeps the bytes. The embedded server keeps them as files in DATA_DIR/files
// (diskBlobStore.ts): its database has one connection, which a 20 MB statement held for seconds. PostgreSQL keeps
// them in the database in chunks (databaseBlobStore.ts), so that every node serves every file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobRef } from '../repositories/blobs.ts';

/** An upload as received, in a file of the store's incoming directory, with its content's hash and size. */
export interface IncomingFile extends BlobRef { path: string }

/** Bytes start to end, both included (an HTTP Range). */
export interface ByteRange { start: number; end: number }

export interface BlobStore {
  /** Where uploads are written while they arrive (the store's own file system: a put may move them). */
  readonly incomingDir: string;
  /**
   * Stores an upload's bytes under its hash, unless that content is stored already (the file may be moved away;
   * the caller removes what is left). Once it resolves, a row may name the blob.
   */
  put(file: IncomingFile): Promise<void>;
  /** The bytes of a stored blob, all or `range`, as a stream that reads as it is read. */
  open(blob: BlobRef, range?: ByteRange): Promise<Readable>;
  /** What an image decoder reads: the file's path on disk, or else its bytes. */
  source(blob: BlobRef): Promise<string | Buffer>;
  /** Removes the blobs no row names (after a grace period): their rows and their bytes. How many. */
  sweep(): Promise<number>;
  /** Ends what the store keeps open (its incoming directory's files of this process). */
  close(): Promise<void>;
}

/** The SHA-256 (hex) and size of a file, read as a stream. */
export async function hashFile(path: string): Promise<BlobRef> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(fs.createReadStream(path), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { hash: hash.digest('hex'), size };
}

/** The short validator the rows kept before (16 characters of the SHA-256 in base64url), from the hex hash. */
export function etagOf(hash: string): string {
  return Buffer.from(hash, 'hex').toString('base64url').slice(0, 16);
}
