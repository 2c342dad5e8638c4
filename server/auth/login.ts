import type { LoginBody } from '../../shared/schemas/auth.ts';
import type { Sql } from '../db/sql.ts';
import { unauthenticated } from '../errors.ts';
import { findUserByName, type UserRow } from '../repositories/users.ts';
import type { LoginLimiter } from './loginLimiter.ts';
import { UNMATCHABLE_HASH } from './password.ts';
import type { PasswordChecks } from './passwordChecks.ts';
import type { SessionCache } from './sessionCache.ts';
import { startSession } from './sessions.ts';

export interface LoginDeps { sql: Sql; limiter: LoginLimiter; checks: PasswordChecks; sessions: SessionCache; sessionTtlMs: number }

/**
 * Checks a login within the login limits (see LoginLimiter), ends the session the browser had and starts a
 * new one: the account and the new session's cookie token. A wrong name costs as much time as a wrong password.
 */
export async function logIn({ sql, limiter, checks, sessions, sessionTtlMs }: LoginDeps, { user: name, password }: LoginBody, address: string, previousToken: string | undefined): Promise<{ user: UserRow; token: string }> {
  const standing = await limiter.attempt(name, address);
  const user = await findUserByName(sql, name);
  const valid = await checks.verify(password, user?.passwordHash ?? UNMATCHABLE_HASH, standing);
  if (!user || !valid) throw unauthenticated('Wrong user name or password');
  await limiter.succeeded(name, address);
  if (previousToken) await sessions.end(previousToken);
  return { user, token: await startSession(sql, user.id, sessionTtlMs) };
}
