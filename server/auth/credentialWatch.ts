import type { Sql } from '../db/sql.ts';
import { CREDENTIALS_CHANNEL, notifyCredentialsEnded } from '../repositories/credentialNotices.ts';
import { latestKioskRevocation } from '../repositories/kioskTokens.ts';
import type { Caller, Identify, Identity } from './identity.ts';
import { principalOf, PRINCIPAL_PATTERN, type Principal } from './principal.ts';
import type { SessionCache } from './sessionCache.ts';

/** How often open websockets (Socket.IO and Yjs) re-check the session or kiosk token they were opened with. */
export const CREDENTIAL_RECHECK_MS = 30_000;
/** How often, on the embedded database, a node looks whether a kiosk was revoked while kiosk screens are connected. */
export const REVOCATION_POLL_MS = 2_000;
/** How long a logout waits to hear its own notice back before it is answered anyway (the listening connection is away). */
const ECHO_WAIT_MS = 1_000;

export interface CredentialWatch {
  /**
   * Calls end() once the cookies a websocket was opened with stop naming the same user or kiosk: the session
   * ended (logout, idle, or deleted) or the kiosk token was revoked, on any node. Returns the way to stop watching.
   */
  track(cookieHeader: string | undefined, identity: Identity, end: () => void): () => void;
  /**
   * After a logout, a new login or a revocation: forgets a user's kept sessions and re-checks this principal's
   * websockets on this node now (resolved once they are ended) and, on PostgreSQL, tells the other nodes to do
   * the same instead of waiting for the next round (resolved once this node heard its notice back).
   */
  ended(principal: Principal): Promise<void>;
  close(): Promise<void>;
}

interface Watched { cookieHeader: string; who: string; end: () => void }

const whoIs = (caller: Caller) => (caller === null ? 'nobody' : principalOf(caller));

/**
 * Re-resolves the cookies of every open websocket of this node now and then (each distinct cookie once),
 * without counting as activity: an open tab alone does not keep a session alive. With several nodes
 * (acrossNodes, PostgreSQL) every node LISTENs for ended principals, which the API and the CLI NOTIFY, and
 * forgets an ended user's sessions in its session cache at once (and the whole cache whenever it listens
 * again: notices may have been lost meanwhile). The embedded database has no NOTIFY: there the CLI, another
 * process, revokes a kiosk unheard, so while kiosk screens are connected the node polls the latest revocation
 * time, one query far cheaper than a round.
 */
export function watchCredentials(sql: Sql, identify: Identify, log: (error: unknown) => void,
  { intervalMs = CREDENTIAL_RECHECK_MS, acrossNodes = false, sessions }: { intervalMs?: number; acrossNodes?: boolean; sessions?: Pick<SessionCache, 'forgetUser' | 'clear'> } = {}): CredentialWatch {
  const watched = new Set<Watched>();
  let checking = false;

  async function check(entries: Watched[]): Promise<void> {
    const byCookie = new Map<string, Watched[]>();
    for (const entry of entries) byCookie.set(entry.cookieHeader, [...(byCookie.get(entry.cookieHeader) ?? []), entry]);
    for (const [cookieHeader, sharing] of byCookie) {
      const who = whoIs(await identify({ cookie: cookieHeader }, 'check'));
      for (const entry of sharing) {
        if (entry.who !== who && watched.delete(entry)) entry.end();
      }
    }
  }

  const recheck = (principal: string) => check([...watched].filter((entry) => entry.who === principal));

  const timer = setInterval(() => {
    if (checking || watched.size === 0) return;
    checking = true;
    check([...watched]).catch(log).finally(() => { checking = false; });
  }, intervalMs);
  timer.unref();

  let polling = false;
  let lastRevocation: string | null | undefined;
  const poll = acrossNodes ? undefined : setInterval(() => {
    const kiosks = [...watched].filter((entry) => entry.who.startsWith('kiosk:'));
    if (polling || kiosks.length === 0) return;
    polling = true;
    latestKioskRevocation(sql).then(async (latest) => {
      if (latest === lastRevocation) return;
      lastRevocation = latest;
      await check(kiosks);
    }).catch(log).finally(() => { polling = false; });
  }, REVOCATION_POLL_MS);
  poll?.unref();

  const forget = (principal: string) => {
    if (principal.startsWith('user:')) sessions?.forgetUser(Number(principal.slice('user:'.length)));
  };

  /** The principals this node announced, with whoever waits to hear that notice back. */
  const echoes = new Map<string, Set<() => void>>();
  /**
   * NOTIFYs an ended principal and waits until this node hears it back: by then PostgreSQL has sent it to
   * every node's listening connection, so an answer given after it is not overtaken by a request to another
   * node that still trusts the session.
   */
  const tell = async (principal: Principal) => {
    const waiting = echoes.get(principal) ?? echoes.set(principal, new Set()).get(principal)!;
    let heard = () => {};
    const echo = new Promise<void>((resolve) => { heard = resolve; });
    waiting.add(heard);
    const timer = setTimeout(heard, ECHO_WAIT_MS);
    try {
      await notifyCredentialsEnded(sql, principal);
      await echo;
    } catch (error) {
      log(error);
    } finally {
      clearTimeout(timer);
      waiting.delete(heard);
      if (waiting.size === 0) echoes.delete(principal);
    }
  };

  // postgres.js re-issues the LISTEN after a dropped connection by itself; a notice missed meanwhile is caught
  // by the periodic round (websockets) and by dropping the session cache (onlisten, also at the first LISTEN).
  const listening = acrossNodes
    ? sql.listen(CREDENTIALS_CHANNEL, (payload) => {
      if (!PRINCIPAL_PATTERN.test(payload)) return;
      forget(payload);
      for (const heard of echoes.get(payload) ?? []) heard();
      recheck(payload).catch(log);
    }, () => sessions?.clear()).catch((error: unknown) => { log(error); return null; })
    : Promise.resolve(null);

  return {
    track(cookieHeader, identity, end) {
      const entry = { cookieHeader: cookieHeader ?? '', who: whoIs(identity), end };
      watched.add(entry);
      return () => { watched.delete(entry); };
    },
    async ended(principal) {
      forget(principal);
      await Promise.all([recheck(principal).catch(log), acrossNodes ? tell(principal) : undefined]);
    },
    async close() {
      clearInterval(timer);
      clearInterval(poll);
      watched.clear();
      await (await listening)?.unlisten().catch(log);
    },
  };
}
