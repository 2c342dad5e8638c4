import { IconClipboardCheck, IconSearchOff } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState.tsx';

/** The empty-state view of the NCR list (SPEC §2): no issue matches the search or the filter. */
export function IssueListEmpty({ searching, failed }: { searching: boolean; failed: boolean }) {
  const title = failed ? 'The issues could not be loaded' : searching ? 'No matching issues' : 'No issues';
  const text = failed
    ? 'Try again in a moment.'
    : searching ? 'No NCR number, station or product contains every word you typed.' : 'There are no issues for this filter.';
  return (
    <EmptyState
      title={title}
      text={text}
      icon={searching ? <IconSearchOff size={28} stroke={1.5} aria-hidden /> : <IconClipboardCheck size={28} stroke={1.5} aria-hidden />}
      data-testid="issues-empty"
    />
  );
}
