import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /** Extra origins allowed to call the API besides the server's own host, comma-separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Which proxies in front of the server to believe (http/trustProxy.ts): a hop count, true, or addresses and subnets. */
  TRUST_PROXY: z.string().default('').transform((text, context): TrustProxy => {
    try {
      return parseTrustProxy(text);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  /** PostgreSQL: the longest a statement may run or wait for a lock (statement_timeout); see server/db/sql.ts. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** PostgreSQL: the longest a transaction may wait for the server's next statement (idle_in_transaction_session_timeout). */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** A JSON call that has not been answered this long after it arrived is answered 503. */
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).default(20_000),
  /** Whether the owner of an NCR's action may verify it themselves (by default someone else must). */
  ACTION_OWNER_MAY_VERIFY: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).default('false'),
  /** The issuing company at the top of a customer report, when the NCR's station names none. */
  COMPANY_NAME: z.string().trim().min(1).max(200).default('Stationdesk Energy GmbH'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionTtlMs: number;
  allowedOrigins: string[];
  trustProxy: TrustProxy;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  requestDeadlineMs: number;
  actionOwnerMayVerify: boolean;
  companyName: string;
}

/** Parses the environment once; throws with every problem listed when it is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    requestDeadlineMs: e.REQUEST_DEADLINE_MS,
    actionOwnerMayVerify: e.ACTION_OWNER_MAY_VERIFY === 'true',
    companyName: e.COMPANY_NAME,
  };
}
