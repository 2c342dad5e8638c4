import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { KIOSK_COOKIE, KIOSK_COOKIE_MAX_AGE_MS } from '../auth/kiosks.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';

/** The session cookie's token, live or not: signing in and out end the session it names. */
export function sessionTokenOf(req: Request): string | undefined {
  return parseCookies(req.get('cookie') ?? '')[SESSION_COOKIE] || undefined;
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
