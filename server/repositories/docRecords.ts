import type { RecordKind } from '../../shared/recordNames.ts';
import type { Db } from '../db/sql.ts';
import { findAction, lockActionShared, type ActionRow } from './actions.ts';
import { findIssue, lockIssueShared, type IssueRow } from './issues.ts';
import { findStation, lockStationShared, stationExists, type StationRow } from './stations.ts';

/** A record that has a shared-text doc (shared/collab.ts), as its table holds it. */
export type DocRecordRow = StationRow | IssueRow | ActionRow;

/** The record a doc belongs to, locked for update in this transaction; undefined when it is gone. */
export function lockDocRecord(tx: Db, kind: RecordKind, id: number): Promise<DocRecordRow | undefined> {
  switch (kind) {
    case 'station': return findStation(tx, id, { forUpdate: true });
    case 'issue': return findIssue(tx, id, { forUpdate: true });
    case 'action': return findAction(tx, id, { forUpdate: true });
  }
}

/** Locks the record a doc belongs to against deletion for the rest of the transaction; false when it is gone. */
export function lockDocRecordShared(tx: Db, kind: RecordKind, id: number): Promise<boolean> {
  switch (kind) {
    case 'station': return lockStationShared(tx, id);
    case 'issue': return lockIssueShared(tx, id);
    case 'action': return lockActionShared(tx, id);
  }
}

/** True when the record exists (read without a lock). */
export async function recordExists(db: Db, kind: RecordKind, id: number): Promise<boolean> {
  switch (kind) {
    case 'station': return stationExists(db, id);
    case 'issue': return (await db`select 1 from issues where iid = ${id}`).length > 0;
    case 'action': return (await db`select 1 from issue_actions where aid = ${id}`).length > 0;
  }
}
