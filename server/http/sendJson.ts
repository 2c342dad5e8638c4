import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import accepts from 'accepts';
import vary from 'vary';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compressing costs more than the bytes it saves (the compression middleware's threshold). */
const MIN_COMPRESS_BYTES = 1024;
/** Up to this size one call on the event loop is cheaper than a trip through the thread pool. */
const SYNC_COMPRESS_BYTES = 64 * 1024;
/** Brotli's quality as the compression middleware sets it: near gzip's speed, smaller. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send a body of `bytes` in: what the client accepts, br first; none without Accept-Encoding. */
export function encodingFor(req: IncomingMessage, bytes: number): Encoding {
  if (bytes < MIN_COMPRESS_BYTES || !req.headers['accept-encoding']) return 'identity';
  const accepted = accepts(req).encodings(['br', 'gzip']);
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

/** Compresses a whole body in one call: no stream, no chunks. */
export async function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return body;
  if (body.length <= SYNC_COMPRESS_BYTES) return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body);
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzip(body);
}

/** Sends an encoded JSON body as it is (the compression middleware leaves a response with Content-Encoding alone). */
export function sendEncodedJson(res: ServerResponse, body: Buffer, encoding: Encoding, headers: Record<string, string> = {}): void {
  if (res.headersSent) return; // answered 503 at its deadline already (apiCalls.ts): the late answer is dropped
  vary(res, 'Accept-Encoding');
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    ...headers,
  }).end(body);
}

/**
 * Answers a JSON call: serialized once and compressed in one call, which for an answer of a few kilobytes is
 * several times cheaper than the compression middleware's stream; no ETag (a POST is never answered 304).
 */
export async function sendJson(req: IncomingMessage, res: ServerResponse, value: unknown): Promise<void> {
  const body = Buffer.from(JSON.stringify(value));
  const encoding = encodingFor(req, body.length);
  sendEncodedJson(res, await encode(body, encoding), encoding);
}
