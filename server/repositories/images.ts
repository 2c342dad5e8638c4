import type { Db } from '../db/sql.ts';

export interface ImageRow { sid: number; data: Buffer; mime: string; width: number; height: number; etag: string }

export async function findImage(db: Db, sid: number): Promise<ImageRow | undefined> {
  const [row] = await db<ImageRow[]>`select sid, data, mime, width, height, etag from station_images where sid = ${sid}`;
  return row;
}

export async function upsertImage(db: Db, image: ImageRow): Promise<void> {
  await db`
    insert into station_images ${db(image)}
    on conflict (sid) do update set data = excluded.data, mime = excluded.mime, width = excluded.width,
      height = excluded.height, etag = excluded.etag, updated_at = now()`;
}
