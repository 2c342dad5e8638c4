import type { ActionValues } from '../../shared/schemas/action.ts';
import type { Db } from '../db/sql.ts';

/**
 * An action's columns: its fields as stored, when it was marked Done, and its verification (set by verifying
 * it, cleared when it goes back to Open or Done).
 */
export type ActionColumns = ActionValues & {
  doneAt: Date | null;
  verifiedBy: string | null;
  verifiedAt: Date | null;
  verifyNote: string;
};

export interface ActionRow extends ActionColumns {
  aid: number;
  iid: number;
  createdBy: string;
  createdAt: Date;
  modif: Date;
  modBy: string;
}

/** An action with its NCR's number and station, as My actions lists it. */
export interface ActionListRow extends ActionRow {
  snid: string;
  sid: number;
  stn: string;
}

const listSelect = (db: Db) => db`
  select a.*, i.snid, i.sid, s.name as stn
  from issue_actions a join issues i on i.iid = a.iid join stations s on s.sid = i.sid`;

/** The actions of an NCR, in the order they were added. */
export async function listActions(db: Db, iid: number): Promise<ActionRow[]> {
  return db<ActionRow[]>`select * from issue_actions where iid = ${iid} order by aid`;
}

/** Every action of every NCR, with its NCR's number and station (My actions filters them). */
export async function listAllActions(db: Db): Promise<ActionListRow[]> {
  return db<ActionListRow[]>`${listSelect(db)} order by a.aid`;
}

/** Every action as listed, a batch at a time, as added (My actions' CSV export: server/routes/exports.ts). */
export function cursorActionRows(db: Db, batchSize: number): AsyncIterable<ActionListRow[]> {
  return db<ActionListRow[]>`${listSelect(db)} order by a.aid`.cursor(batchSize);
}

/** Some actions as listed (one removed meanwhile is missing). */
export async function findActionRows(db: Db, aids: readonly number[]): Promise<ActionListRow[]> {
  return db<ActionListRow[]>`${listSelect(db)} where a.aid = any(${aids as number[]}::int[])`;
}

/** The actions of an NCR as listed. */
export async function listActionRowsOfIssue(db: Db, iid: number): Promise<ActionListRow[]> {
  return db<ActionListRow[]>`${listSelect(db)} where a.iid = ${iid} order by a.aid`;
}

/** The actions of a station's NCRs as listed. */
export async function listActionRowsOfStation(db: Db, sid: number): Promise<ActionListRow[]> {
  return db<ActionListRow[]>`${listSelect(db)} where i.sid = ${sid} order by a.aid`;
}

export async function findAction(db: Db, aid: number, options: { forUpdate?: boolean } = {}): Promise<ActionRow | undefined> {
  const [row] = await db<ActionRow[]>`select * from issue_actions where aid = ${aid} ${options.forUpdate ? db`for update` : db``}`;
  return row;
}

/** An action locked for an update in this transaction, and the modif the update stores (see lockIssue). */
export async function lockAction(db: Db, aid: number): Promise<{ action: ActionRow; modif: Date } | undefined> {
  const [row] = await db<(ActionRow & { txModif: Date })[]>`
    select *, now()::timestamptz(3) as tx_modif from issue_actions where aid = ${aid} for update`;
  if (!row) return undefined;
  const { txModif, ...action } = row;
  return { action, modif: txModif };
}

/** The NCR an action belongs to, without locking anything; undefined when the action is gone. */
export async function issueOfAction(db: Db, aid: number): Promise<number | undefined> {
  const [row] = await db<{ iid: number }[]>`select iid from issue_actions where aid = ${aid}`;
  return row?.iid;
}

/** The action an NCR got for a client's key, if it got one (an add sent again). */
export async function findActionByKey(db: Db, iid: number, key: string): Promise<ActionRow | undefined> {
  const [row] = await db<ActionRow[]>`select * from issue_actions where iid = ${iid} and key = ${key}`;
  return row;
}

export async function countActions(db: Db, iid: number): Promise<number> {
  const [row] = await db<{ count: number }[]>`select count(*)::int as count from issue_actions where iid = ${iid}`;
  return row!.count;
}

export async function insertAction(db: Db, values: Partial<ActionColumns> & Pick<ActionColumns, 'type'> & { iid: number; key?: string | undefined; createdBy: string }): Promise<ActionRow> {
  const { key, ...columns } = values;
  const [row] = await db<ActionRow[]>`insert into issue_actions ${db({ ...columns, key: key ?? null, modBy: values.createdBy })} returning *`;
  return row!;
}

/** An action as a bulk load writes it (the demo data): every column of its own, its times given. */
export type ActionInsertRow = ActionColumns & { iid: number; createdBy: string; createdAt: Date; modif: Date; modBy: string };

/** Bulk insert of actions of several NCRs (the demo data). Every row names the same columns. */
export async function insertActionRows(db: Db, rows: ActionInsertRow[], chunk = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await db`insert into issue_actions ${db(rows.slice(i, i + chunk))}`;
}

/** Writes the given columns, stamps modif (now(): see lockAction) and modBy. */
export async function updateAction(db: Db, aid: number, values: Partial<ActionColumns>, modBy: string): Promise<void> {
  await db`update issue_actions set ${db({ ...values, modBy })}, modif = now() where aid = ${aid}`;
}

export async function deleteAction(db: Db, aid: number): Promise<void> {
  await db`delete from issue_actions where aid = ${aid}`;
}

/** The aids of an NCR's actions (their docs go with it). */
export async function actionIdsOfIssues(db: Db, iids: readonly number[]): Promise<number[]> {
  const rows = await db<{ aid: number }[]>`select aid from issue_actions where iid = any(${iids as number[]}::int[])`;
  return rows.map((row) => row.aid);
}

/** Locks an action against deletion for the rest of the transaction; false when it is gone (its doc's writes). */
export async function lockActionShared(db: Db, aid: number): Promise<boolean> {
  const rows = await db`select 1 from issue_actions where aid = ${aid} for share`;
  return rows.length > 0;
}
