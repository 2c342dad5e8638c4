import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import typeis from 'type-is';
import { forbidden, unsupportedType } from '../errors.ts';

/**
 * True when a request's Origin is this server's own (same host) or one of ALLOWED_ORIGINS. Requests without
 * an Origin come from non-browser clients, which carry no ambient cookie risk.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowedOrigins: string[]): boolean {
  if (!origin) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Refuses (403) a state-changing request from a foreign site (by Origin or, without it, Sec-Fetch-Site). */
export function checkOrigin(req: IncomingMessage, allowedOrigins: string[]): void {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
  const origin = req.headers.origin;
  if (!isAllowedOrigin(origin, req.headers.host, allowedOrigins)) throw forbidden(`Origin ${origin} is not allowed`);
  if (!origin && req.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site requests are not allowed');
}

/** checkOrigin as a middleware. */
export function rejectForeignOrigin(allowedOrigins: string[]): RequestHandler {
  return (req, _res, next) => {
    checkOrigin(req, allowedOrigins);
    next();
  };
}

/** API calls carry JSON: a request with a body of any other type gets 415. A bodiless call counts as {}. */
export function requireJsonBody(req: IncomingMessage): void {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && !typeis.is(req.headers['content-type'] ?? '', ['application/json'])) throw unsupportedType('Content-Type must be application/json');
}
