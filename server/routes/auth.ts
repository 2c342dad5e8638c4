import { Router } from 'express';
import { api } from '../../shared/api.ts';
import { requireUser } from '../auth/access.ts';
import { logIn } from '../auth/login.ts';
import { userPrincipal } from '../auth/principal.ts';
import { readJsonBody, type ApiCalls } from '../http/apiCalls.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../http/cookies.ts';
import { parseBody } from '../http/validate.ts';
import { presentUser } from '../presenters/user.ts';
import { offeredDemoAccount } from '../seed/demoAccount.ts';
import { listAccounts } from '../repositories/users.ts';
import type { AppContext } from './context.ts';
import { read } from './endpoint.ts';

export function authCalls(ctx: AppContext, calls: ApiCalls): void {
  read(calls, api.whoami, async (_body, caller) => ({ user: presentUser(requireUser(caller)) }));
  read(calls, api.accounts, async () => ({ accounts: await listAccounts(ctx.sql) }));
}

/**
 * Signing in and out, and what the login page may show: Express routes, not ApiCalls, for the cookie they set
 * and the client's address (behind TRUST_PROXY) the login limiter counts by. Paths match exactly, as the calls'.
 */
export function authRoutes(ctx: AppContext): Router {
  const { sql, config, loginLimiter, passwordChecks, sessions, credentials } = ctx;
  const router = Router({ caseSensitive: true, strict: true });

  router.post(`/${api.login.path}`, async (req, res) => {
    const body = parseBody(api.login.body, await readJsonBody(req, res));
    const deps = { sql, limiter: loginLimiter, checks: passwordChecks, sessions, sessionTtlMs: config.sessionTtlMs };
    const { user, token } = await logIn(deps, body, req.ip ?? 'unknown', sessionTokenOf(req));
    // The session this browser had ended: every node forgets it now (and closes its websockets), as at logout.
    if (req.caller?.kind === 'staff') await credentials.ended(userPrincipal(req.caller.user.userId));
    setSessionCookie(req, res, token, config.sessionTtlMs);
    res.json({ user: presentUser(user) });
  });

  router.post(`/${api.logout.path}`, async (req, res) => {
    parseBody(api.logout.body, await readJsonBody(req, res));
    const sessionToken = sessionTokenOf(req);
    if (sessionToken) await sessions.end(sessionToken);
    // The session's websockets (Socket.IO and Yjs, on every node) close before the answer goes out.
    if (req.caller?.kind === 'staff') await credentials.ended(userPrincipal(req.caller.user.userId));
    clearSessionCookie(req, res);
    // The browser's HTTP cache of this site goes too (images, attachments: nothing is served from it without a
    // session anyway, PRIVATE_FILE_CACHING). Browsers honour it on https and localhost only; the client clears
    // what it keeps itself (client/lib/offline/forgetDeviceData.ts).
    res.set('Clear-Site-Data', '"cache"');
    res.json({});
  });

  /** Unauthenticated: what the login page may show (the demo account, on demo data, while it is the only account). */
  router.post(`/${api.loginInfo.path}`, async (req, res) => {
    parseBody(api.loginInfo.body, await readJsonBody(req, res));
    res.json({ demo: await offeredDemoAccount(sql, ctx.demoAccount) });
  });

  return router;
}
