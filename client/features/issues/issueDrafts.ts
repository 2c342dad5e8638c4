import { AUTOSAVE_ISSUE_MS } from '../../../shared/constants.ts';
import type { Issue } from '../../../shared/records.ts';
import { registerDraftKind } from '../../lib/drafts/draftKinds.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { saveIssue, storeIssue } from './api.ts';
import { closureRefusalOf, setClosureRefusal } from './closureRefusals.ts';

/** How issues are saved (their drafts, History's Restore): drafts every 1871 ms while dirty (SPEC §4). */
export function registerIssueDrafts(): void {
  registerDraftKind('issue', {
    intervalMs: AUTOSAVE_ISSUE_MS,
    save: (iid, changes, base, options) => saveIssue(iid, changes as Partial<Issue>, base, options),
    stored: (record) => storeIssue(queryClient, record as Issue),
    currentOf: (body) => (typeof body === 'object' && body !== null && 'issue' in body ? body.issue as Issue : undefined),
    // Resolved refused by the closure rule (open actions, no Effective review): the NCR's screen says what blocks
    // it, and only the status leaves the draft; the other edits are saved.
    dropRefused: (iid, status, body) => {
      const refusal = closureRefusalOf(status, body);
      if (!refusal) return null;
      setClosureRefusal(iid, refusal);
      return ['status'];
    },
  });
}
