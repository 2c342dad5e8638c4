import type { IssueCategory, IssueStatus } from '../../shared/constants.ts';
import type { Db } from '../db/sql.ts';

export interface IssueColumns {
  snid: string;
  product: string;
  owner: string | null;
  cat: IssueCategory;
  reported: string | null;
  status: IssueStatus;
  statusC: IssueStatus;
  closed: Date | null;
  descr: string;
  note: string;
}

export interface IssueRow extends IssueColumns {
  iid: number;
  sid: number;
  stn: string;
  proj: string;
  modif: Date;
  modBy: string;
}

const issueSelect = (db: Db) => db`
  select i.iid, i.snid, i.sid, i.product, i.owner, i.cat, i.reported, i.status, i.status_c, i.closed, i.descr, i.note,
    i.modif, i.mod_by, s.name as stn, s.proj_id as proj
  from issues i join stations s on s.sid = i.sid`;

/** Every issue, newest first. */
export async function listIssues(db: Db): Promise<IssueRow[]> {
  return db<IssueRow[]>`${issueSelect(db)} order by i.iid desc`;
}

export async function listIssuesOfStation(db: Db, sid: number): Promise<IssueRow[]> {
  return db<IssueRow[]>`${issueSelect(db)} where i.sid = ${sid} order by i.iid desc`;
}

export async function findIssue(db: Db, iid: number, options: { forUpdate?: boolean } = {}): Promise<IssueRow | undefined> {
  const [row] = await db<IssueRow[]>`${issueSelect(db)} where i.iid = ${iid} ${options.forUpdate ? db`for update of i` : db``}`;
  return row;
}

export async function insertIssue(db: Db, sid: number, values: Partial<IssueColumns> & Pick<IssueColumns, 'product'>, modBy: string): Promise<number> {
  const [row] = await db<{ iid: number }[]>`insert into issues ${db({ ...values, sid, modBy })} returning iid`;
  return row!.iid;
}

export async function updateIssueColumns(db: Db, iid: number, values: Partial<IssueColumns>, modBy: string): Promise<void> {
  await db`update issues set ${db({ ...values, modBy })}, modif = now() where iid = ${iid}`;
}

export async function deleteIssue(db: Db, iid: number): Promise<IssueRow | undefined> {
  const row = await findIssue(db, iid);
  if (!row) return undefined;
  await db`delete from issues where iid = ${iid}`;
  return row;
}

export async function countOpenIssues(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*)::int as n from issues where status <> 2`;
  return row!.n;
}
