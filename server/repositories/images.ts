import type { Db } from '../db/sql.ts';

/** A station's image: which stored content its bytes are (blob: their SHA-256, hex), and what they are. */
export interface ImageRow { sid: number; blob: string; mime: string; width: number; height: number; etag: string }
/** Which image a station has and where its bytes are: enough to answer 304, from the render cache, or from the store. */
export interface ImageVersion { etag: string; mime: string; blob: string; size: number }

export async function findImageVersion(db: Db, sid: number): Promise<ImageVersion | undefined> {
  const [row] = await db<ImageVersion[]>`
    select i.etag, i.mime, i.blob, b.size::int as size from station_images i join blobs b on b.hash = i.blob where i.sid = ${sid}`;
  return row;
}

/** What a station's image is, without its bytes (the audit log's value of an image); undefined when it has none. */
export async function findImageInfo(db: Db, sid: number): Promise<Omit<ImageRow, 'sid' | 'blob'> | undefined> {
  const [row] = await db<Omit<ImageRow, 'sid' | 'blob'>[]>`select etag, mime, width, height from station_images where sid = ${sid}`;
  return row;
}

export async function upsertImage(db: Db, image: ImageRow): Promise<void> {
  await db`
    insert into station_images ${db(image)}
    on conflict (sid) do update set blob = excluded.blob, mime = excluded.mime, width = excluded.width,
      height = excluded.height, etag = excluded.etag, updated_at = now()`;
}

/** Deletes a station's image and returns what it was (without its bytes); undefined when it had none. */
export async function deleteImage(db: Db, sid: number): Promise<Omit<ImageRow, 'sid' | 'blob'> | undefined> {
  const [row] = await db<Omit<ImageRow, 'sid' | 'blob'>[]>`delete from station_images where sid = ${sid} returning etag, mime, width, height`;
  return row;
}
