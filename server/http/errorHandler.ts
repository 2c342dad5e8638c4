import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, reportDatabaseUnavailable } from '../db/unavailable.ts';
import { DomainError, type ErrorKind } from '../errors.ts';

interface BodyParserError { type?: string; status?: number; code?: string }

/** The status that answers each kind of refusal (server/errors.ts). */
const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many-attempts': 429,
  'too-many-requests': 429,
  busy: 503,
};

/** The one place that turns errors into JSON answers; no stack trace ever reaches a client. */
export function sendError(res: ServerResponse, error: unknown): void {
  const [status, body, headers] = describe(error);
  // While the database is away every request fails the same way: one line now and then, no stack apiece. A
  // DomainError is a refusal the code chose (busy: a deadline, a full render queue), said by whoever refused.
  if (isDatabaseUnavailable(error)) reportDatabaseUnavailable('request', error);
  else if (status >= 500 && !(error instanceof DomainError)) console.error(error); // a refusal (busy) is no fault
  if (res.headersSent) return void res.end();
  const json = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) }).end(json);
}

/** sendError for the Express routes. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => sendError(res, error);

function describe(error: unknown): [number, Record<string, unknown>, Record<string, string>] {
  if (error instanceof DomainError) {
    const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
    return [STATUS_OF[error.kind], { message: error.message, ...error.body }, headers];
  }
  if (isDatabaseUnavailable(error)) {
    return [503, { message: DATABASE_UNAVAILABLE_MESSAGE }, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) }];
  }
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') return [400, { message: 'The request body is not valid JSON' }, {}];
  if (parserError.type === 'entity.too.large') return [413, { message: 'The request body is too large' }, {}];
  if (parserError.type === 'encoding.unsupported' || parserError.type === 'charset.unsupported') {
    return [415, { message: 'Unsupported body encoding' }, {}];
  }
  // A gzip/deflate/br body that does not decompress: zlib's error, which body-parser marks 400.
  if (parserError.code?.startsWith('Z_')) return [400, { message: 'The request body does not match its Content-Encoding' }, {}];
  // The router could not decode the path (GET /%): http-errors style, marked 400 by the router.
  if (error instanceof URIError) return [400, { message: 'The request path is not valid percent-encoded UTF-8' }, {}];
  // Any other client error raised by Express or body-parser (an aborted or short body, …) keeps its 4xx.
  if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    return [parserError.status, { message: STATUS_CODES[parserError.status] ?? 'Bad request' }, {}];
  }
  return [500, { message: 'Internal server error' }, {}];
}
