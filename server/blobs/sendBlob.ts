import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import rangeParser from 'range-parser';
import type { BlobRef } from '../repositories/blobs.ts';
import type { BlobStore, ByteRange } from './blobStore.ts';

/**
 * Sends a stored file as it is read from its store, never whole in memory, with the headers the caller set
 * (type, caching, disposition). A single byte range (`Range: bytes=…`, as a PDF viewer or a video asks) answers
 * 206 with that part; several ranges, or an `If-Range` that no longer matches, the whole file; a range outside
 * it 416. A store failing half-way ends the response early (its length tells the client it is cut short).
 */
export async function sendBlob(req: Request, res: Response, store: BlobStore, blob: BlobRef): Promise<void> {
  res.set('Accept-Ranges', 'bytes');
  const range = requestedRange(req, res, blob.size);
  if (range === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${blob.size}`).end();
    return;
  }
  const stream = await store.open(blob, range);
  if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${blob.size}`);
  res.set('Content-Length', String(range ? range.end - range.start + 1 : blob.size));
  try {
    await pipeline(stream, res);
  } catch {
    res.destroy(); // the client went away, or the store failed: nothing more can be said on this response
  }
}

function requestedRange(req: Request, res: Response, size: number): ByteRange | undefined | 'unsatisfiable' {
  const header = req.get('range');
  if (!header || size === 0) return undefined;
  const ifRange = req.get('if-range');
  if (ifRange && ifRange !== res.get('ETag')) return undefined;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
