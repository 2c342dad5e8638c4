import { AUTOSAVE_ISSUE_MS } from '../../../shared/constants.ts';
import type { Issue } from '../../../shared/records.ts';
import { registerDraftKind } from '../../lib/drafts/draftKinds.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { saveIssue, storeIssue } from './api.ts';

/** How issues are saved (their drafts, History's Restore): drafts every 1871 ms while dirty (SPEC §4). */
export function registerIssueDrafts(): void {
  registerDraftKind('issue', {
    intervalMs: AUTOSAVE_ISSUE_MS,
    save: (iid, changes, base, options) => saveIssue(iid, changes as Partial<Issue>, base, options),
    stored: (record) => storeIssue(queryClient, record as Issue),
    currentOf: (body) => (typeof body === 'object' && body !== null && 'issue' in body ? body.issue as Issue : undefined),
  });
}
