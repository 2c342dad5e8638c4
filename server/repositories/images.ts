import type { Db } from '../db/sql.ts';

export interface ImageRow { sid: number; data: Buffer; mime: string; width: number; height: number; etag: string }
export interface ImageVersion { etag: string; mime: string }

/** Which image a station has, without its bytes: enough to answer 304 or from the render cache. */
export async function findImageVersion(db: Db, sid: number): Promise<ImageVersion | undefined> {
  const [row] = await db<ImageVersion[]>`select etag, mime from station_images where sid = ${sid}`;
  return row;
}

/** The bytes of a station's image, if it is still the version `etag`. */
export async function findImageData(db: Db, sid: number, etag: string): Promise<Buffer | undefined> {
  const [row] = await db<{ data: Buffer }[]>`select data from station_images where sid = ${sid} and etag = ${etag}`;
  return row?.data;
}

/** What a station's image is, without its bytes (the audit log's value of an image); undefined when it has none. */
export async function findImageInfo(db: Db, sid: number): Promise<Omit<ImageRow, 'sid' | 'data'> | undefined> {
  const [row] = await db<Omit<ImageRow, 'sid' | 'data'>[]>`select etag, mime, width, height from station_images where sid = ${sid}`;
  return row;
}

export async function upsertImage(db: Db, image: ImageRow): Promise<void> {
  await db`
    insert into station_images ${db(image)}
    on conflict (sid) do update set data = excluded.data, mime = excluded.mime, width = excluded.width,
      height = excluded.height, etag = excluded.etag, updated_at = now()`;
}

/** Deletes a station's image and returns what it was (without its bytes); undefined when it had none. */
export async function deleteImage(db: Db, sid: number): Promise<Omit<ImageRow, 'sid' | 'data'> | undefined> {
  const [row] = await db<Omit<ImageRow, 'sid' | 'data'>[]>`delete from station_images where sid = ${sid} returning etag, mime, width, height`;
  return row;
}
