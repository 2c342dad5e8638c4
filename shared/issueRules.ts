import { ISSUE_STATUS, type IssueStatus } from './constants.ts';

/** An open NCR is one not (internally) resolved: it counts as active and sets its station's NCR flag. */
export function isOpenIssue(status: IssueStatus): boolean {
  return status !== ISSUE_STATUS.Resolved;
}
