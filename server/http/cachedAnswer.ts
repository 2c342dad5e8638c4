import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encode, encodingFor, sendEncodedJson, type Encoding } from './sendJson.ts';

/**
 * Past this age a kept answer is read again even when no change was heard: writes that bypass the outbox
 * (`npm run seed`, SQL by hand) show within it. An unchanged list keeps its ETag, so clients still get 304.
 */
const MAX_AGE_MS = 60_000;

interface Kept {
  version: number;
  at: number;
  etag: string;
  json: Buffer;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface CachedAnswer {
  /** The data changed: the next call reads it again. */
  invalidate(): void;
  /** Answers from the kept body (read once per data version, compressed once per encoding), 304 when the client has it. */
  send(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/**
 * An answer kept serialized and compressed until the data it shows changes: fifty screens reloading cost
 * one query. Its ETag is a hash of the body, so it is the same on every node for the same data, and a client
 * sending it back in If-None-Match gets 304 (the API is POST: the client sends it itself, see
 * client/lib/api/http.ts). A read that started before an invalidation is never kept as the newer version.
 */
export function cachedAnswer<T>(load: () => Promise<T>): CachedAnswer {
  let version = 0;
  let kept: Kept | null = null;
  let reading: { version: number; promise: Promise<Kept> } | null = null;

  const read = async (at: number, readVersion: number): Promise<Kept> => {
    const json = Buffer.from(JSON.stringify(await load()));
    const etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
    return { version: readVersion, at, etag, json, encoded: new Map() };
  };

  const current = async (): Promise<Kept> => {
    const now = Date.now();
    if (kept && kept.version === version && now - kept.at < MAX_AGE_MS) return kept;
    if (!reading || reading.version !== version) {
      const promise = read(now, version).then((fresh) => {
        if (fresh.version === version) kept = fresh;
        return fresh;
      }).finally(() => { if (reading?.promise === promise) reading = null; });
      reading = { version, promise };
    }
    return reading.promise;
  };

  return {
    invalidate() {
      version++;
    },
    async send(req, res) {
      const answer = await current();
      if (res.headersSent) return; // answered 503 at its deadline meanwhile (apiCalls.ts)
      if (req.headers['if-none-match'] === answer.etag) return void res.writeHead(304, { ETag: answer.etag }).end();
      const encoding = encodingFor(req, answer.json.length);
      let body = answer.encoded.get(encoding);
      if (!body) {
        answer.encoded.set(encoding, body = encode(answer.json, encoding));
        body.catch(() => answer.encoded.delete(encoding));
      }
      sendEncodedJson(res, await body, encoding, { ETag: answer.etag });
    },
  };
}
