// Select options of the issue screens, built from the shared labels (SPEC §3 values, §5: no custom values).
import {
  ISSUE_CATEGORY_LABELS, ISSUE_FILTER, ISSUE_FILTER_LABELS, ISSUE_STATUS, ISSUE_STATUS_LABELS,
  type IssueCategory, type IssueStatus,
} from '../../../shared/constants.ts';

export interface Option { value: string; label: string }

/** In the order of SPEC §2: Open Issues, Assigned to me, All Issues. */
export const issueFilterOptions: Option[] = [ISSUE_FILTER.Open, ISSUE_FILTER.AssignedToMe, ISSUE_FILTER.All]
  .map((value) => ({ value: String(value), label: ISSUE_FILTER_LABELS[value] }));

export const issueStatusOptions: Option[] = (Object.values(ISSUE_STATUS) as IssueStatus[])
  .map((value) => ({ value: String(value), label: ISSUE_STATUS_LABELS[value] }));

export const issueCategoryOptions: Option[] = (Object.keys(ISSUE_CATEGORY_LABELS).map(Number) as IssueCategory[])
  .map((value) => ({ value: String(value), label: ISSUE_CATEGORY_LABELS[value] }));

/** The label of a status value; the number itself for a value the client does not know. */
export function statusLabel(status: number): string {
  return ISSUE_STATUS_LABELS[status as IssueStatus] ?? String(status);
}
