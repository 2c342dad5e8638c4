// The issue screens' input rules (SPEC §5), from the shared schemas.
import { addIssueBody } from '../../../shared/schemas/issue.ts';

/** Add issue: a station chosen and a product of 1 to ISSUE_PRODUCT_MAX characters. */
export function canAddIssue(sid: number, product: string): boolean {
  return addIssueBody.safeParse({ station: sid, prod: product }).success;
}
