import type { RequestHandler } from 'express';
import type { CredentialWatch } from '../auth/credentialWatch.ts';
import type { BlobStore } from '../blobs/blobStore.ts';
import type { Identify } from '../auth/identity.ts';
import type { Writes } from '../commands/context.ts';
import type { LoginLimiter } from '../auth/loginLimiter.ts';
import type { PasswordChecks } from '../auth/passwordChecks.ts';
import type { SessionCache } from '../auth/sessionCache.ts';
import type { Sql } from '../db/sql.ts';
import type { Config } from '../env.ts';
import type { StationListAnswers } from './stationList.ts';

/** What the routes of one server share. */
export interface AppContext {
  sql: Sql;
  config: Config;
  loginLimiter: LoginLimiter;
  /** The password checks of logins, taking turns (passwordChecks.ts). */
  passwordChecks: PasswordChecks;
  /** The sessions of the requests, kept in memory for a few seconds and forgotten when they end. */
  sessions: SessionCache;
  /** Who calls, by the request's cookies (the sessions from `sessions`). */
  identify: Identify;
  /** Closes the websockets of a session or kiosk token that just ended (logout, revocation), on every node. */
  credentials: CredentialWatch;
  /** Where commands write: one transaction each, whose changes are stored with the data and published after commit. */
  writes: Writes;
  /** The stations list's answers, kept until a change shows in them (see stationList.ts). */
  stationList: StationListAnswers;
  /** Where the bytes of attachments and station images are (server/blobs/). */
  blobs: BlobStore;
  /** Caps the bytes of uploads under way, per account and for the process (429 beyond: uploadAllowance.ts). */
  uploadAllowance: RequestHandler;
  /** The demo account to show on the login page, when this server runs on demo data. */
  demoAccount: { user: string; password: string } | null;
}
