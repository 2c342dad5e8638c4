import { COLLAB_FIELDS } from '../../shared/collab.ts';
import { ISSUE_STATUS } from '../../shared/constants.ts';
import { recordName } from '../../shared/recordNames.ts';
import { ISSUE_FIELDS, type UpdateIssueBody } from '../../shared/schemas/issue.ts';
import type { Issue } from '../../shared/records.ts';
import { conflict, notFound } from '../http/errors.ts';
import { appendEvents, fieldChangeEvents } from '../repositories/events.ts';
import { findIssue, updateIssueColumns, type IssueColumns, type IssueRow } from '../repositories/issues.ts';
import { presentIssue } from '../presenters/issue.ts';
import type { CommandContext } from './context.ts';
import { changedFields, changedTexts, isStaleWholeRecord, pickChanged, resolvePerson } from './updateRules.ts';
import { followTextColumns } from '../collab/docStorage.ts';

/**
 * Applies the changed fields of an issue in one transaction. Moving the internal status to Resolved sets
 * `closed` to now; moving it away from Resolved clears it. The customer status is independent.
 */
export async function updateIssue({ actor, outbox }: CommandContext, body: UpdateIssueBody): Promise<Issue> {
  return outbox.transaction(async (tx, record) => {
    const current = await findIssue(tx, body.iid, { forUpdate: true });
    if (!current) throw notFound(`Issue ${body.iid} not found`);
    const sent = ISSUE_FIELDS.filter((field) => body[field] !== undefined);
    if (isStaleWholeRecord(body.modif, current.modif, sent, ISSUE_FIELDS)) {
      throw conflict('Conflict: the issue was changed by someone else; reload and apply your changes again',
        { issue: presentIssue(current) });
    }
    const wanted: Partial<IssueColumns> = {};
    for (const field of sent) Object.assign(wanted, { [field]: body[field] });
    if (body.owner !== undefined) wanted.owner = await resolvePerson(tx, 'owner', body.owner);
    if (wanted.status !== undefined) wanted.closed = closedFor(current, wanted.status);
    const changes = changedFields(current, wanted);
    if (changes.length === 0) return presentIssue(current);
    await updateIssueColumns(tx, body.iid, pickChanged(wanted, changes), actor);
    await appendEvents(tx, fieldChangeEvents(actor, 'issue', body.iid, changes));
    const texts = await followTextColumns(tx, recordName('issue', body.iid), changedTexts(changes, COLLAB_FIELDS.issue));
    await record({ type: 'issue', iid: body.iid, sid: current.sid, texts });
    return presentIssue((await findIssue(tx, body.iid))!);
  });
}

function closedFor(current: IssueRow, status: number): Date | null {
  if (status !== ISSUE_STATUS.Resolved) return null;
  return current.status === ISSUE_STATUS.Resolved ? current.closed : new Date();
}
