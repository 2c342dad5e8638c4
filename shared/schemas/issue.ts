import { z } from 'zod';
import { EFFECTIVENESS_LABELS, ISSUE_CATEGORY_LABELS, ISSUE_PRODUCT_MAX, ISSUE_STATUS_LABELS, ROOT_CAUSE_LABELS, ROOT_CAUSE_METHOD_LABELS } from '../constants.ts';
import { field, fieldNames, inputShape, type StoredValues } from '../fields.ts';
import { ignoredFields, modifBase, optionalFields, recordId, shortText, storableText } from './common.ts';

export const issueProduct = storableText().trim()
  .min(1, 'must not be empty').max(ISSUE_PRODUCT_MAX, `must be at most ${ISSUE_PRODUCT_MAX} characters`);
export const ncrNumberText = shortText.trim().min(1, 'must not be empty');

/** Every field of an issue a user can edit (SPEC §3), written once (see stationFields). */
export const issueFields = {
  snid: field.text(ncrNumberText),
  product: field.text(issueProduct),
  owner: field.person(),
  cat: field.choice(ISSUE_CATEGORY_LABELS),
  reported: field.date(),
  status: field.choice(ISSUE_STATUS_LABELS),
  statusC: field.choice(ISSUE_STATUS_LABELS),
  descr: field.sharedText(),
  note: field.sharedText(),
  // Root cause and effectiveness (issue 36): the analysis itself stays in `note` (Root-Cause Analysis / Notes).
  rcCat: field.choice(ROOT_CAUSE_LABELS),
  rcMethod: field.choice(ROOT_CAUSE_METHOD_LABELS),
  effResult: field.choice(EFFECTIVENESS_LABELS),
  effNote: field.sharedText(),
};
export type IssueField = keyof typeof issueFields;
export const ISSUE_FIELDS = fieldNames(issueFields);
/**
 * The fields of SPEC §3, which the legacy client sends all of in every update: a request carrying all of them on
 * an older version is a whole record, refused as stale (commands/updateRules.ts isStaleWholeRecord).
 */
export const WHOLE_ISSUE_FIELDS: readonly IssueField[] = ['snid', 'product', 'owner', 'cat', 'reported', 'status', 'statusC', 'descr', 'note'];
/** An issue's editable fields as stored. */
export type IssueValues = StoredValues<typeof issueFields>;

export const iidBody = z.object({ iid: recordId }).strict();
export const addIssueBody = z.object({ station: recordId, prod: issueProduct }).strict();

export const updateIssueBody = z.object({
  ...ignoredFields('sid', 'stn', 'proj', 'closed', 'closedBy', 'effBy', 'effAt', 'actDue', 'modBy', 'dirty'),
  iid: recordId,
  modif: modifBase,
  ...optionalFields(inputShape(issueFields)),
}).strict();
export type UpdateIssueBody = z.infer<typeof updateIssueBody>;
