import type { IssueValues } from '../../shared/schemas/issue.ts';
import type { Db } from '../db/sql.ts';

/**
 * An issue's columns: its fields as stored, when and by whom it was resolved (set by the status, see
 * updateIssue), and who last set its effectiveness review, when.
 */
export type IssueColumns = IssueValues & { closed: Date | null; closedBy: string | null; effBy: string | null; effAt: Date | null };

export interface IssueRow extends IssueColumns {
  iid: number;
  sid: number;
  stn: string;
  proj: string;
  /** Its open actions' due dates, soonest first ('' for none): read with it, not a column. */
  actDue: string[];
  modif: Date;
  modBy: string;
}

/**
 * The open-issue rule (shared/issueRules.ts isOpenIssue) for the issue alias `i`, written with the literal so
 * that PostgreSQL uses the partial index issues_open, whose predicate is the same.
 */
export const issueIsOpen = (db: Db) => db`i.status <> 2`;

const issueSelect = (db: Db, extra = db``) => db`
  select i.*, s.name as stn, s.proj_id as proj, ${openActionDues(db)} as act_due ${extra}
  from issues i join stations s on s.sid = i.sid`;

/** The due dates of the open actions of the issue `i`, soonest first, '' for none (see IssueRow.actDue). */
const openActionDues = (db: Db) => db`array(
  select coalesce(a.due::text, '') from issue_actions a where a.iid = i.iid and a.status = 0 order by a.due nulls last, a.aid)`;

/** Every issue, newest first. */
export async function listIssues(db: Db): Promise<IssueRow[]> {
  return db<IssueRow[]>`${issueSelect(db)} order by i.iid desc`;
}

/** Every issue, newest first, `batchSize` at a time through a cursor (never all in memory). */
export function cursorIssues(db: Db, batchSize: number): AsyncIterable<IssueRow[]> {
  return db<IssueRow[]>`${issueSelect(db)} order by i.iid desc`.cursor(batchSize);
}

/** Some issues (in no particular order; an issue deleted meanwhile is missing). */
export async function findIssues(db: Db, iids: readonly number[]): Promise<IssueRow[]> {
  return db<IssueRow[]>`${issueSelect(db)} where i.iid = any(${iids as number[]}::int[])`;
}

export async function listIssuesOfStation(db: Db, sid: number): Promise<IssueRow[]> {
  return db<IssueRow[]>`${issueSelect(db)} where i.sid = ${sid} order by i.iid desc`;
}

export async function findIssue(db: Db, iid: number, options: { forUpdate?: boolean } = {}): Promise<IssueRow | undefined> {
  const [row] = await db<IssueRow[]>`${issueSelect(db)} where i.iid = ${iid} ${options.forUpdate ? db`for update of i` : db``}`;
  return row;
}

/** An issue locked for an update in this transaction, and the modif that updateIssue stores in it (see lockStation). */
export async function lockIssue(db: Db, iid: number): Promise<{ issue: IssueRow; modif: Date } | undefined> {
  const [row] = await db<(IssueRow & { txModif: Date })[]>`
    ${issueSelect(db, db`, now()::timestamptz(3) as tx_modif`)} where i.iid = ${iid} for update of i`;
  return row && { issue: row, modif: row.txModif };
}

/**
 * Inserts an issue on station `sid`, which it locks (shared: nobody deletes it meanwhile), numbered by `number`
 * from its iid (taken from the sequence first, so the row is written once); returns it as listed, with its
 * station's name and project id, or undefined when there is no such station.
 */
export async function insertIssue(db: Db, sid: number, values: Partial<IssueColumns> & Pick<IssueColumns, 'product'>, modBy: string,
  number: (iid: number) => string): Promise<IssueRow | undefined> {
  const [station] = await db<{ iid: number; stn: string; proj: string }[]>`
    select nextval(pg_get_serial_sequence('issues', 'iid'))::int as iid, name as stn, proj_id as proj
    from stations where sid = ${sid} for share`;
  if (!station) return undefined;
  const { iid, stn, proj } = station;
  const [row] = await db<Omit<IssueRow, 'stn' | 'proj' | 'actDue'>[]>`insert into issues ${db({ ...values, iid, snid: number(iid), sid, modBy })} returning *`;
  return { ...row!, stn, proj, actDue: [] };
}

/** Writes the given fields, stamps modif (now(): see lockIssue) and modBy. */
export async function updateIssue(db: Db, iid: number, values: Partial<IssueColumns>, modBy: string): Promise<void> {
  await db`update issues set ${db({ ...values, modBy })}, modif = now() where iid = ${iid}`;
}

/** Deletes an issue and returns it as it was (read under its row lock, so a concurrent edit is in it). */
export async function deleteIssue(db: Db, iid: number): Promise<IssueRow | undefined> {
  const row = await findIssue(db, iid, { forUpdate: true });
  if (!row) return undefined;
  await db`delete from issues where iid = ${iid}`;
  return row;
}

/**
 * Bulk insert of issues of several stations (the demo data); each gets its number from `number` once it has its
 * iid. Returns the iids in the order of `rows` (a multi-row insert draws them from the sequence in that order).
 * Every row names the same columns (postgres.js takes them from the first).
 */
export async function insertIssueRows(db: Db, rows: (Omit<IssueColumns, 'snid'> & { sid: number; modBy: string })[], number: (reported: string | null, iid: number) => string, chunk = 1000): Promise<number[]> {
  const iids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const inserted = await db<{ iid: number; reported: string | null }[]>`insert into issues ${db(rows.slice(i, i + chunk))} returning iid, reported`;
    const numbers = inserted.map((row) => [row.iid, number(row.reported, row.iid)]);
    await db`update issues set snid = n.snid from (values ${db(numbers)}) as n(iid, snid) where issues.iid = n.iid::int`;
    iids.push(...inserted.map((row) => row.iid).sort((a, b) => a - b));
  }
  return iids;
}

/** Locks an issue against deletion for the rest of the transaction; false when it is gone. */
/**
 * Locks an issue against deletion and against another transaction taking this lock: what counts and then adds
 * to the issue's rows (its attachments) takes turns, on every node. An update of the issue waits meanwhile, as it
 * would for any update of its row; readers do not.
 */
export async function lockIssueExclusive(db: Db, iid: number): Promise<boolean> {
  const rows = await db`select 1 from issues where iid = ${iid} for no key update`;
  return rows.length > 0;
}

export async function lockIssueShared(db: Db, iid: number): Promise<boolean> {
  const rows = await db`select 1 from issues where iid = ${iid} for share`;
  return rows.length > 0;
}

/**
 * Locks an issue for a write of its actions and returns its station, or undefined when it is gone: shared for a
 * change of an action, exclusive (among such writes) for adding one, which counts the actions and finds one by
 * its key first. Resolving the issue (updateIssue) locks its row for update, so it reads the actions with none
 * of these writes under way.
 */
export async function lockIssueForActions(db: Db, iid: number, mode: 'change' | 'add'): Promise<{ sid: number } | undefined> {
  const [row] = await db<{ sid: number }[]>`select sid from issues where iid = ${iid} ${mode === 'add' ? db`for no key update` : db`for share`}`;
  return row;
}

/** The station of an issue that exists (an action's, whose row holds its issue). */
export async function stationOfIssue(db: Db, iid: number): Promise<number> {
  const [row] = await db<{ sid: number }[]>`select sid from issues where iid = ${iid}`;
  return row!.sid;
}
