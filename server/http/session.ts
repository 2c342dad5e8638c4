import type { Request, RequestHandler, Response } from 'express';
import { KIOSK_COOKIE, KIOSK_COOKIE_MAX_AGE_MS } from '../auth/kiosks.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { callerOf } from './caller.ts';
import type { AppContext } from './context.ts';

/** Sets who calls on the request (req.user, req.sessionToken, req.kiosk; see callerOf) for the Express routes. */
export function loadSession(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    Object.assign(req, await callerOf(ctx, req.get('cookie')));
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
