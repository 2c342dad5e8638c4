import { memo } from 'react';
import type { Issue } from '../../../shared/records.ts';
import { MoreActions } from '../../components/MoreActions.tsx';
import { DeleteIssueButton } from './DeleteIssueButton.tsx';
import { IssueAttachments } from './IssueAttachments.tsx';

interface IssueSectionsProps {
  iid: number;
  issue: Issue;
  /** Saves the draft's pending edits before a delete. */
  beforeDelete: () => Promise<unknown>;
  onDeleted: () => void;
}

/**
 * Everything of an NCR's page under its fields (IssueEditor.tsx): the attachments and More actions. Its code loads
 * beside the fields' first render, after the page's first load. A new section of the page goes here (or, when it
 * is large, in a lazyAtOnce of its own here), in a file of its own; a dialog's code loads when it opens (see
 * README.md, Performance). Memoised: typing into the fields does not render it again.
 */
export const IssueSections = memo(function IssueSections({ iid, issue, beforeDelete, onDeleted }: IssueSectionsProps) {
  return (
    <>
      <IssueAttachments iid={iid} snid={issue.snid} />

      <MoreActions>
        <DeleteIssueButton issue={issue} beforeDelete={beforeDelete} onDeleted={onDeleted} />
      </MoreActions>
    </>
  );
});
