import type { Db } from '../db/sql.ts';

/** Stored content by its SHA-256 (hex), as rows of issue_attachments and station_images name it. */
export interface BlobRef { hash: string; size: number }

/**
 * Records that `hash` is being stored (again): inserts its row, or touches the one there (so that a sweep leaves
 * it for a while); whether all of its bytes are stored already.
 */
export async function touchBlob(db: Db, blob: BlobRef): Promise<{ complete: boolean }> {
  const [row] = await db<{ complete: boolean }[]>`
    insert into blobs (hash, size) values (${blob.hash}, ${blob.size})
    on conflict (hash) do update set touched_at = now()
    returning complete`;
  return row!;
}

export async function markBlobComplete(db: Db, hash: string): Promise<void> {
  await db`update blobs set complete = true where hash = ${hash}`;
}

/** One chunk of a blob's bytes in the database; a chunk written by another upload of the same content is kept. */
export async function insertBlobChunk(db: Db, hash: string, seq: number, data: Buffer): Promise<void> {
  await db`insert into blob_chunks (hash, seq, data) values (${hash}, ${seq}, ${data}) on conflict do nothing`;
}

export async function findBlobChunk(db: Db, hash: string, seq: number): Promise<Buffer | undefined> {
  const [row] = await db<{ data: Buffer }[]>`select data from blob_chunks where hash = ${hash} and seq = ${seq}`;
  return row?.data;
}

/** The blobs whose bytes are in blob_chunks (the embedded server moves them to its files at start). */
export async function listChunkedBlobs(db: Db): Promise<BlobRef[]> {
  return db<BlobRef[]>`select hash, size::int as size from blobs b where exists (select 1 from blob_chunks c where c.hash = b.hash) order by hash`;
}

export async function deleteBlobChunks(db: Db, hash: string): Promise<void> {
  await db`delete from blob_chunks where hash = ${hash}`;
}

/**
 * Deletes the blobs no row names that were not stored or uploaded again for `graceSeconds` (their chunks go
 * with them); returns their hashes. A blob a row names cannot be deleted (the foreign keys refuse it), so a row
 * inserted meanwhile keeps its bytes: this delete fails instead, and the next sweep tries again.
 */
export async function deleteUnreferencedBlobs(db: Db, graceSeconds: number, limit: number): Promise<string[]> {
  const rows = await db<{ hash: string }[]>`
    delete from blobs where hash in (
      select b.hash from blobs b
      where b.touched_at < now() - make_interval(secs => ${graceSeconds})
        and not exists (select 1 from issue_attachments a where a.blob = b.hash)
        and not exists (select 1 from station_images i where i.blob = b.hash)
      limit ${limit}
      for update skip locked)
    returning hash`;
  return rows.map((row) => row.hash);
}

/** Which of `hashes` have a row in blobs. */
export async function findKnownBlobs(db: Db, hashes: string[]): Promise<Set<string>> {
  const rows = await db<{ hash: string }[]>`select hash from blobs where hash = any(${hashes}::text[])`;
  return new Set(rows.map((row) => row.hash));
}
