import { api } from '../../shared/api.ts';
import { logIn } from '../auth/login.ts';
import { userPrincipal } from '../auth/principal.ts';
import type { ApiCalls } from '../http/apiCalls.ts';
import type { AppContext } from '../http/context.ts';
import { read } from '../http/endpoint.ts';
import { clearSessionCookie, setSessionCookie } from '../http/session.ts';
import { parseBody } from '../http/validate.ts';
import { presentUser } from '../presenters/user.ts';
import { listAccounts } from '../repositories/users.ts';

export function authCalls(ctx: AppContext, calls: ApiCalls): void {
  const { sql, config, loginLimiter, sessions, credentials } = ctx;

  calls.add(api.login.path, async (req, res) => {
    const body = parseBody(api.login.body, req.body);
    const deps = { sql, limiter: loginLimiter, sessions, sessionTtlMs: config.sessionTtlMs };
    const { user, token } = await logIn(deps, body, req.ip ?? 'unknown', req.sessionToken);
    // The session this browser had ended: every node forgets it now (and closes its websockets), as at logout.
    if (req.user) await credentials.ended(userPrincipal(req.user.userId));
    setSessionCookie(req, res, token, config.sessionTtlMs);
    res.json({ user: presentUser(user) });
  });

  calls.add(api.logout.path, async (req, res) => {
    parseBody(api.logout.body, req.body);
    if (req.sessionToken) await sessions.end(req.sessionToken);
    // The session's websockets (Socket.IO and Yjs, on every node) close before the answer goes out.
    if (req.user) await credentials.ended(userPrincipal(req.user.userId));
    clearSessionCookie(req, res);
    res.json({});
  });

  /** Unauthenticated: what the login page may show (the demo account, on demo data only). */
  calls.add(api.loginInfo.path, (req, res) => {
    parseBody(api.loginInfo.body, req.body);
    res.json({ demo: ctx.demoAccount });
  });

  read(calls, api.whoami, async (_body, req) => ({ user: presentUser(req.user!) }));
  read(calls, api.accounts, async () => ({ accounts: await listAccounts(sql) }));

}
