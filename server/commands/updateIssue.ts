import { COLLAB_FIELDS } from '../../shared/collabFields.ts';
import { ISSUE_STATUS, type IssueStatus } from '../../shared/constants.ts';
import { ISSUE_FIELDS, type UpdateIssueBody } from '../../shared/schemas/issue.ts';
import type { Issue } from '../../shared/records.ts';
import { conflict, notFound } from '../errors.ts';
import { fieldChangeEvents } from '../repositories/events.ts';
import { lockIssue, updateIssue as writeIssue, type IssueColumns, type IssueRow } from '../repositories/issues.ts';
import { presentIssue } from '../presenters/issue.ts';
import type { Write } from './context.ts';
import { changedFields, changedTexts, isStaleWholeRecord, pickChanged, resolvePerson, sentFields } from './updateRules.ts';

/**
 * Applies the changed fields of an issue. Moving the internal status to Resolved sets `closed` to now; moving
 * it away from Resolved clears it. The customer status is independent.
 */
export async function updateIssue({ tx, actor, changes, sharedTexts, send, audit }: Write, body: UpdateIssueBody): Promise<Issue> {
  const locked = await lockIssue(tx, body.iid);
  if (!locked) throw notFound(`Issue ${body.iid} not found`);
  const { issue: current, modif } = locked;
  const sent = sentFields(body, ISSUE_FIELDS);
  if (isStaleWholeRecord(body.modif, current.modif, Object.keys(sent), ISSUE_FIELDS)) {
    throw conflict('Conflict: the issue was changed by someone else; reload and apply your changes again',
      { issue: presentIssue(current) });
  }
  const wanted: Partial<IssueColumns> = { ...sent };
  // Only a new owner is checked: the stored one stays valid.
  if (sent.owner !== undefined && sent.owner !== current.owner) wanted.owner = await resolvePerson(tx, 'owner', sent.owner);
  if (sent.status !== undefined) wanted.closed = closedFor(current, sent.status);
  const changed = changedFields(current, wanted);
  if (changed.length === 0) return presentIssue(current);
  // The update and its audit rows go out with the commit; the answer is presented from the locked row and what
  // was written, not read again.
  const values = pickChanged(wanted, changed);
  send(writeIssue(tx, body.iid, values, actor));
  audit(fieldChangeEvents(actor, 'issue', body.iid, changed));
  const texts = await sharedTexts.follow(tx, 'issue', body.iid, changedTexts(changed, COLLAB_FIELDS.issue));
  changes.add({ type: 'issue', iid: body.iid, sid: current.sid, fields: changed.map((c) => c.field), texts });
  return presentIssue({ ...current, ...values, modif, modBy: actor });
}

function closedFor(current: IssueRow, status: IssueStatus): Date | null {
  if (status !== ISSUE_STATUS.Resolved) return null;
  return current.status === ISSUE_STATUS.Resolved ? current.closed : new Date();
}
