import type { Db } from '../db/sql.ts';
import { issueIsOpen } from './issues.ts';

/** The latest project number (the project id of the newest station) and how many NCRs are open. */
export interface StatsRow { projNum: string | null; activeNcr: number }

export async function readStats(db: Db): Promise<StatsRow> {
  const [row] = await db<StatsRow[]>`
    select (select proj_id from stations order by sid desc limit 1) as proj_num,
      (select count(*)::int from issues i where ${issueIsOpen(db)}) as active_ncr`;
  return row!;
}
