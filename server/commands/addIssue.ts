import type { z } from 'zod';
import { ISSUE_CATEGORY, ISSUE_STATUS } from '../../shared/constants.ts';
import { todayDate } from '../../shared/dates.ts';
import type { addIssueBody } from '../../shared/schemas/issue.ts';
import { notFound } from '../errors.ts';
import { insertIssue } from '../repositories/issues.ts';
import { presentIssue } from '../presenters/issue.ts';
import type { Write } from './context.ts';

/** Raises a new NCR on a station, reported today, numbered NCR-<year>-<iid>; returns its iid. */
export async function addIssue({ tx, actor, changes, audit }: Write, body: z.output<typeof addIssueBody>): Promise<number> {
  const reported = todayDate();
  const row = await insertIssue(tx, body.station, {
    product: body.prod, reported, status: ISSUE_STATUS.New, statusC: ISSUE_STATUS.New, cat: ISSUE_CATEGORY.Minor,
  }, actor, (iid) => ncrNumber(reported, iid));
  if (!row) throw notFound(`Station ${body.station} not found`);
  const created = presentIssue(row);
  const { iid } = created;
  audit([{ actor, entity: 'issue', entityId: iid, record: { kind: 'issue', id: iid }, action: 'create', after: created }]);
  changes.add({ type: 'issue', iid, sid: body.station, created: true });
  return iid;
}

export function ncrNumber(reported: string, iid: number): string {
  return `NCR-${reported.slice(0, 4)}-${String(iid).padStart(4, '0')}`;
}
