import { EmptyState } from '@mantine/core';
import { IconClipboardCheck, IconSearchOff } from '@tabler/icons-react';

/** The empty-state view of the NCR list (SPEC §2): no issue matches the search or the filter. */
export function IssueListEmpty({ searching, failed }: { searching: boolean; failed: boolean }) {
  const title = failed ? 'The issues could not be loaded' : searching ? 'No matching issues' : 'No issues';
  const description = failed
    ? 'Try again in a moment.'
    : searching ? 'No NCR number, station or product contains every word you typed.' : 'There are no issues for this filter.';
  return (
    <EmptyState
      py="xl"
      title={title}
      description={description}
      withIndicatorBackground
      icon={searching ? <IconSearchOff size={28} stroke={1.5} /> : <IconClipboardCheck size={28} stroke={1.5} />}
      data-testid="issues-empty"
    />
  );
}
