import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { KIOSK_COOKIE, KIOSK_COOKIE_MAX_AGE_MS, resolveKiosk } from '../auth/kiosks.ts';
import { SESSION_COOKIE, type SessionUser } from '../auth/sessions.ts';
import type { AppContext } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';

/** Reads the session cookie (req.user when the session is alive; see sessionCache.ts) and a wall screen's kiosk cookie (req.kiosk). */
export function loadSession(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const cookies = parseCookies(req.get('cookie') ?? '');
    const token = cookies[SESSION_COOKIE];
    if (token) {
      req.sessionToken = token;
      req.user = await ctx.sessions.resolve(token);
    }
    const kioskToken = cookies[KIOSK_COOKIE];
    if (kioskToken && !req.user) req.kiosk = await resolveKiosk(ctx.sql, kioskToken);
    next();
  };
}

export function setKioskCookie(req: Request, res: Response, token: string): void {
  res.cookie(KIOSK_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: KIOSK_COOKIE_MAX_AGE_MS });
}

export function setSessionCookie(req: Request, res: Response, token: string, ttlMs: number): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: ttlMs });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

/** The signed-in user; 401 without one, 403 for a kiosk screen (read-only). */
export function requireUser(req: Request): SessionUser {
  if (req.user) return req.user;
  if (req.kiosk) throw forbidden('Kiosk screens are read-only');
  throw unauthorized();
}

/** Who may read: a signed-in user or a kiosk screen; 401 otherwise. Returns the name to record. */
export function requireReader(req: Request): string {
  if (req.user) return req.user.name;
  if (req.kiosk) return `kiosk:${req.kiosk.name}`;
  throw unauthorized();
}
