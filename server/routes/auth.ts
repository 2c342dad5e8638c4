import { Router } from 'express';
import { loginBody } from '../../shared/schemas/auth.ts';
import { emptyBody } from '../../shared/schemas/common.ts';
import { UNMATCHABLE_HASH, verifyPassword } from '../auth/password.ts';
import { userPrincipal } from '../auth/principal.ts';
import { endSession, startSession } from '../auth/sessions.ts';
import type { AppContext } from '../http/context.ts';
import { post } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../http/session.ts';
import { parseBody } from '../http/validate.ts';
import { findUserByName } from '../repositories/users.ts';

export function authRoutes(ctx: AppContext): Router {
  const router = Router();
  const { sql, config, loginLimiter, credentials } = ctx;

  router.post('/login', async (req, res) => {
    const { user: name, password } = parseBody(loginBody, req.body);
    const address = req.ip ?? 'unknown';
    await loginLimiter.attempt(name, address);
    const user = await findUserByName(sql, name);
    const valid = await verifyPassword(password, user?.passwordHash ?? UNMATCHABLE_HASH);
    if (!user || !valid) throw new HttpError(401, 'Wrong user name or password');
    await loginLimiter.succeeded(name, address);
    if (req.sessionToken) await endSession(sql, req.sessionToken);
    setSessionCookie(req, res, await startSession(sql, user.id, config.sessionTtlMs), config.sessionTtlMs);
    res.json({ user: { name: user.name, person: user.person ?? '' } });
  });

  router.post('/logout', async (req, res) => {
    if (req.sessionToken) await endSession(sql, req.sessionToken);
    // The session's websockets (Socket.IO and Yjs, on every node) close before the answer goes out.
    if (req.user) await credentials.ended(userPrincipal(req.user.userId));
    clearSessionCookie(req, res);
    res.json({});
  });

  /** Unauthenticated: what the login page may show (the demo account, on demo data only). */
  router.post('/logininfo', (req, res) => {
    parseBody(emptyBody, req.body);
    res.json({ demo: ctx.demoAccount });
  });

  post(router, ctx, '/whoami', emptyBody, async (_body, _command, req) => ({
    user: { name: req.user!.name, person: req.user!.person },
  }));

  return router;
}
