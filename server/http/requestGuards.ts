import type { RequestHandler } from 'express';
import { forbidden, HttpError } from './errors.ts';

/**
 * Rejects state-changing requests from a foreign site: the Origin (or, without it, Sec-Fetch-Site) must be
 * this server's own origin or one of ALLOWED_ORIGINS. Requests without either header come from non-browser
 * clients, which carry no ambient cookie risk.
 */
export function rejectForeignOrigin(allowedOrigins: string[]): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.get('origin');
    if (origin) {
      const own = `${req.protocol}://${req.get('host')}`;
      if (origin !== own && !allowedOrigins.includes(origin)) throw forbidden(`Origin ${origin} is not allowed`);
    } else if (req.get('sec-fetch-site') === 'cross-site') {
      throw forbidden('Cross-site requests are not allowed');
    }
    next();
  };
}

/** API calls carry JSON: a request with a body of any other type gets 415. A bodiless call counts as {}. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  const hasBody = req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
  if (hasBody && !req.is('application/json')) throw new HttpError(415, 'Content-Type must be application/json');
  next();
};
