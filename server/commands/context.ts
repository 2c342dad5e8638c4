import type { CollabField } from '../../shared/collabFields.ts';
import type { RecordKind } from '../../shared/recordNames.ts';
import type { ChangeSet } from '../changes/changeSet.ts';
import type { Db } from '../db/sql.ts';
import type { AuditEvent } from '../repositories/events.ts';

/**
 * What a command gets: the transaction it runs in (opened by whoever runs the write, usually the endpoint, so
 * several commands can share one), who acts (recorded as modBy and in the audit log), where to collect what
 * changed (published once, after commit), and the stored shared-text docs.
 */
export interface Write {
  tx: Db;
  actor: string;
  changes: ChangeSet;
  sharedTexts: SharedTextStore;
  /** Audit rows of what the command did: stored at the end of the write, with its outbox row, in one statement. */
  audit(events: AuditEvent[]): void;
  /**
   * A statement whose result the command does not need (an update whose record it presents from what it
   * has): sent at once and awaited with the commit instead of now, so it shares the COMMIT's round
   * trip (postgres.js pipelines a transaction's statements). Should it fail, the transaction is aborted, the
   * COMMIT rolls it back and its error is the write's.
   */
  send(statement: Promise<unknown>): void;
  /** Runs a task once the write is committed (before its caller gets the result): what must not happen before. */
  afterCommit(task: () => Promise<void>): void;
}

/**
 * The Yjs docs of the multi-line fields, as stored (implemented by the collab layer). Text written to a
 * record's columns through the API is merged into its stored doc in the same transaction, so the people
 * typing in that field see it. Returns true when the doc changed.
 */
export interface SharedTextStore {
  follow(tx: Db, kind: RecordKind, id: number, texts: Partial<Record<CollabField, string>>): Promise<boolean>;
}

/** Runs writes: one transaction each, whose collected changes are stored with the data and published after commit. */
export interface Writes {
  run<T>(actor: string, work: (write: Write) => Promise<T>): Promise<T>;
}
