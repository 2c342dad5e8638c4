import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Sql } from '../db/sql.ts';
import { notFound } from '../errors.ts';
import { deleteBlobChunks, deleteUnreferencedBlobs, findKnownBlobs, listChunkedBlobs, markBlobComplete, touchBlob, type BlobRef } from '../repositories/blobs.ts';
import { hashFile, type BlobStore, type ByteRange, type IncomingFile } from './blobStore.ts';
import { databaseBlobStore } from './databaseBlobStore.ts';
import { SWEEP_BATCH, SWEEP_GRACE_SECONDS } from './sweepBlobs.ts';

/**
 * The embedded server's store (below), once what an earlier version or a crash left is settled: the bytes that
 * the database holds in chunks (a data directory from before migrations/00009_blobs.sql) are moved into files,
 * one blob at a time, each chunk its own short statement; and a file whose row a sweep removed just before the
 * process died is removed.
 */
export async function openDiskBlobStore(sql: Sql, dataDir: string): Promise<BlobStore> {
  const store = diskBlobStore(sql, dataDir);
  const chunked = await listChunkedBlobs(sql);
  if (chunked.length > 0) {
    const chunks = databaseBlobStore(sql);
    try {
      for (const blob of chunked) {
        const moving = path.join(store.incomingDir, `moving-${blob.hash}`);
        await pipeline(await chunks.open(blob), fs.createWriteStream(moving));
        const read = await hashFile(moving);
        if (read.hash !== blob.hash) throw new Error(`The stored bytes of blob ${blob.hash} hash to ${read.hash}`);
        await store.put({ path: moving, ...blob });
        await deleteBlobChunks(sql, blob.hash);
      }
    } finally {
      await chunks.close();
    }
    console.log(`Moved ${chunked.length} stored files from the database into ${path.join(dataDir, 'files')}`);
  }
  await removeStrayFiles(sql, path.join(dataDir, 'files'));
  return store;
}

/** Files of the store that no row in blobs names (a sweep removed the row, then the process died). */
async function removeStrayFiles(sql: Sql, root: string): Promise<void> {
  for (const entry of await fs.promises.readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !/^[0-9a-f]{2}$/.test(entry.name)) continue;
    const dir = path.join(root, entry.name);
    const names = (await fs.promises.readdir(dir)).filter((name) => /^[0-9a-f]{64}$/.test(name));
    const known = names.length ? await findKnownBlobs(sql, names) : new Set<string>();
    for (const name of names) if (!known.has(name)) await fs.promises.rm(path.join(dir, name), { force: true });
  }
}

/**
 * The embedded server's files: DATA_DIR/files/<first two hex digits>/<sha256>, each written whole to the
 * incoming directory first, flushed to disk, then renamed into place (so a file there is always complete),
 * and its row in `blobs` marked complete. One process holds a data directory (server/db/embedded.ts), so a put
 * and a sweep can take turns in memory: a sweep never removes a file that a put found there and relied on.
 */
function diskBlobStore(sql: Sql, dataDir: string): BlobStore {
  const root = path.join(dataDir, 'files');
  const incomingDir = path.join(root, 'incoming');
  // What an upload left behind when the process died: nobody will finish it.
  fs.rmSync(incomingDir, { recursive: true, force: true });
  fs.mkdirSync(incomingDir, { recursive: true });
  const pathOf = (hash: string) => path.join(root, hash.slice(0, 2), hash);
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => {});
    return result;
  };

  return {
    incomingDir,
    async put(file: IncomingFile) {
      await flush(file.path); // before the rename: a crash must not leave a named file with missing bytes
      await inTurn(async () => {
        const { complete } = await touchBlob(sql, file);
        const target = pathOf(file.hash);
        if (complete && fs.existsSync(target)) return;
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(file.path, target);
        await flush(path.dirname(target)); // the rename itself
        await markBlobComplete(sql, file.hash);
      });
    },
    async open(blob: BlobRef, range?: ByteRange): Promise<Readable> {
      // A missing file fails here, before any header is sent: removed since its row was read (and swept).
      const handle = await fs.promises.open(pathOf(blob.hash)).catch((error: unknown) => {
        throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? notFound('The file was removed') : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async source(blob: BlobRef) {
      return pathOf(blob.hash);
    },
    sweep: () => inTurn(async () => {
      const removed = await deleteUnreferencedBlobs(sql, SWEEP_GRACE_SECONDS, SWEEP_BATCH);
      for (const hash of removed) await fs.promises.rm(pathOf(hash), { force: true });
      return removed.length;
    }),
    async close() {
      await turn;
    },
  };
}

/** fsync of a file or a directory. */
async function flush(target: string): Promise<void> {
  const handle = await fs.promises.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
