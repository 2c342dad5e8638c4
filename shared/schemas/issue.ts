import { z } from 'zod';
import { ISSUE_CATEGORY, ISSUE_PRODUCT_MAX, ISSUE_STATUS } from '../constants.ts';
import { ignoredFields, longText, modifBase, optionalFields, recordId, shortText, storableText, wireDate } from './common.ts';

const statusValues = Object.values(ISSUE_STATUS);
const categoryValues = Object.values(ISSUE_CATEGORY);

export const issueStatus = z.number({ error: 'must be a number' })
  .refine((v) => (statusValues as number[]).includes(v), `must be one of ${statusValues.join(', ')} (New, In Progress, Resolved)`);
export const issueCategory = z.number({ error: 'must be a number' })
  .refine((v) => (categoryValues as number[]).includes(v), `must be one of ${categoryValues.join(', ')} (Minor, Major, Supplier, Internal)`);
export const issueProduct = storableText().trim()
  .min(1, 'must not be empty').max(ISSUE_PRODUCT_MAX, `must be at most ${ISSUE_PRODUCT_MAX} characters`);

export const iidBody = z.object({ iid: recordId }).strict();
export const addIssueBody = z.object({ station: recordId, prod: issueProduct }).strict();

/** Every field of an issue a user can edit, each optional in an update. */
export const issueFields = {
  snid: shortText.trim().min(1, 'must not be empty'),
  product: issueProduct,
  owner: shortText,
  cat: issueCategory,
  reported: wireDate,
  status: issueStatus,
  statusC: issueStatus,
  descr: longText,
  note: longText,
};
export type IssueField = keyof typeof issueFields;
export const ISSUE_FIELDS = Object.keys(issueFields) as IssueField[];

export const updateIssueBody = z.object({
  ...ignoredFields('sid', 'stn', 'proj', 'closed', 'modBy', 'dirty'),
  iid: recordId,
  modif: modifBase,
  ...optionalFields(issueFields),
}).strict();
export type UpdateIssueBody = z.infer<typeof updateIssueBody>;
