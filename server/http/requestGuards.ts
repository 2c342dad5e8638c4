import type { Request, RequestHandler } from 'express';
import { forbidden, HttpError } from './errors.ts';

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

/** Rejects state-changing requests from a foreign site (by Origin or, without it, Sec-Fetch-Site). */
export function rejectForeignOrigin(allowedOrigins: string[]): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.get('origin');
    if (!isAllowedOrigin(origin, req.get('host'), allowedOrigins)) throw forbidden(`Origin ${origin} is not allowed`);
    if (!origin && req.get('sec-fetch-site') === 'cross-site') throw forbidden('Cross-site requests are not allowed');
    next();
  };
}

/** API calls carry JSON: a request with a body of any other type gets 415. A bodiless call counts as {}. */
export function requireJsonBody(req: Request): void {
  const hasBody = req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
  if (hasBody && !req.is('application/json')) throw new HttpError(415, 'Content-Type must be application/json');
}
