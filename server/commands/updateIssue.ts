import { COLLAB_FIELDS } from '../../shared/collabFields.ts';
import { closureBlockers, closureMessage } from '../../shared/actionRules.ts';
import { ISSUE_STATUS, type Effectiveness, type IssueStatus } from '../../shared/constants.ts';
import { ISSUE_FIELDS, WHOLE_ISSUE_FIELDS, type UpdateIssueBody } from '../../shared/schemas/issue.ts';
import type { Issue } from '../../shared/records.ts';
import type { Db } from '../db/sql.ts';
import { conflict, notFound } from '../errors.ts';
import { listActions } from '../repositories/actions.ts';
import { fieldChangeEvents } from '../repositories/events.ts';
import { lockIssue, updateIssue as writeIssue, type IssueColumns, type IssueRow } from '../repositories/issues.ts';
import { presentIssue } from '../presenters/issue.ts';
import type { Write } from './context.ts';
import { changedFields, changedTexts, effectivenessStamp, isStaleWholeRecord, pickChanged, resolvePerson, sentFields } from './updateRules.ts';

/** Columns set with a field's change (who closed, who reviewed): part of that change, not history entries of their own. */
const STAMPS: readonly string[] = ['closedBy', 'effBy', 'effAt'];

/**
 * Applies the changed fields of an issue. Moving the internal status to Resolved sets `closed` to now (and who
 * closed it), if the closure rule allows; moving it away from Resolved clears both. The customer status is
 * independent.
 */
export async function updateIssue({ tx, actor, changes, sharedTexts, send, audit }: Write, body: UpdateIssueBody): Promise<Issue> {
  const locked = await lockIssue(tx, body.iid);
  if (!locked) throw notFound(`Issue ${body.iid} not found`);
  const { issue: current, modif } = locked;
  const sent = sentFields(body, ISSUE_FIELDS);
  if (isStaleWholeRecord(body.modif, current.modif, Object.keys(sent), WHOLE_ISSUE_FIELDS)) {
    throw conflict('Conflict: the issue was changed by someone else; reload and apply your changes again',
      { issue: presentIssue(current) });
  }
  const wanted: Partial<IssueColumns> = { ...sent };
  // Only a new owner is checked: the stored one stays valid.
  if (sent.owner !== undefined && sent.owner !== current.owner) wanted.owner = await resolvePerson(tx, 'owner', sent.owner);
  if (sent.status !== undefined) Object.assign(wanted, closedFor(current, sent.status, actor));
  if (sent.status === ISSUE_STATUS.Resolved && current.status !== ISSUE_STATUS.Resolved) {
    await checkClosure(tx, body.iid, sent.effResult ?? current.effResult);
  }
  Object.assign(wanted, effectivenessStamp(current, wanted, actor));
  const changed = changedFields(current, wanted);
  if (changed.length === 0) return presentIssue(current);
  // The update and its audit rows go out with the commit; the answer is presented from the locked row and what
  // was written, not read again.
  const values = pickChanged(wanted, changed);
  send(writeIssue(tx, body.iid, values, actor));
  const edited = changed.filter((c) => !STAMPS.includes(c.field));
  audit(fieldChangeEvents(actor, 'issue', body.iid, edited));
  const texts = await sharedTexts.follow(tx, 'issue', body.iid, changedTexts(changed, COLLAB_FIELDS.issue));
  changes.add({ type: 'issue', iid: body.iid, sid: current.sid, fields: edited.map((c) => c.field), texts });
  return presentIssue({ ...current, ...values, modif, modBy: actor });
}

function closedFor(current: IssueRow, status: IssueStatus, actor: string): Pick<IssueColumns, 'closed' | 'closedBy'> {
  if (status !== ISSUE_STATUS.Resolved) return { closed: null, closedBy: null };
  return current.status === ISSUE_STATUS.Resolved ? { closed: current.closed, closedBy: current.closedBy } : { closed: new Date(), closedBy: actor };
}

/**
 * The closure rule (shared/actionRules.ts): an NCR that has actions resolves only with each Verified or
 * Cancelled and its effectiveness Effective; 409 with what blocks it otherwise. Read under the issue's row lock,
 * which every write of its actions waits for (lockIssueForActions).
 */
async function checkClosure(tx: Db, iid: number, effectiveness: Effectiveness): Promise<void> {
  const blockers = closureBlockers(await listActions(tx, iid), effectiveness);
  if (blockers.length > 0) throw conflict(closureMessage(blockers), { blockers });
}
