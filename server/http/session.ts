import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { resolveSession, SESSION_COOKIE, type SessionUser } from '../auth/sessions.ts';
import type { AppContext } from './context.ts';
import { unauthorized } from './errors.ts';

/** Reads the session cookie and sets req.user when the session is alive. */
export function loadSession(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const token = parseCookies(req.get('cookie') ?? '')[SESSION_COOKIE];
    if (token) {
      req.sessionToken = token;
      req.user = await resolveSession(ctx.sql, token, ctx.config.sessionTtlMs);
    }
    next();
  };
}

export function setSessionCookie(req: Request, res: Response, token: string, ttlMs: number): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: ttlMs });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

/** The signed-in user; 401 without one. */
export function requireUser(req: Request): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
