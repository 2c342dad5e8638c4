import { Box, Highlight, Stack, Table, Text, type HighlightProps } from '@mantine/core';
import { memo, type KeyboardEvent } from 'react';
import type { IssueSummary } from '../../../shared/records.ts';
import { SortableTh } from '../../components/SortableTh.tsx';
import type { ListSort } from '../../../shared/lists/sortKeys.ts';
import { formatDate } from './issueDates.ts';
import { statusLabel } from './issueOptions.ts';
import type { IssueSortKey } from '../../../shared/lists/issueList.ts';
import { IssueStatusBadge } from './IssueStatusBadge.tsx';
import classes from './IssueTable.module.css';

interface IssueTableProps {
  issues: readonly IssueSummary[];
  /** Search words to highlight in NCR #, Station and Product. */
  words: string[];
  /** The Closed column (SPEC §2: only when the filter is not Open Issues). */
  showClosed: boolean;
  onOpen: (issue: IssueSummary) => void;
  sort: ListSort<IssueSortKey> | null;
  onSort: (key: IssueSortKey) => void;
}

/**
 * The NCR table: a row click or Enter on a focused row opens the issue; a header click sorts. Narrow screens
 * show product and station under the NCR #.
 */
export const IssueTable = memo(function IssueTable({ issues, words, showClosed, onOpen, sort, onSort }: IssueTableProps) {
  // Highlight marks the words as text (React elements), never as injected HTML.
  const marked = (text: string, props: Omit<HighlightProps, 'highlight' | 'children'> = {}) => (
    <Highlight component="span" size="sm" highlight={words} accentInsensitive={false} {...props}>{text}</Highlight>
  );
  const onKeyDown = (event: KeyboardEvent, issue: IssueSummary) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(issue);
  };
  const header = (key: IssueSortKey, label: string, visibleFrom?: 'xs' | 'sm' | 'md') => (
    <SortableTh key={key} label={label} visibleFrom={visibleFrom} sorted={sort?.key === key ? sort.dir : null} onSort={() => onSort(key)} />
  );

  return (
    <Table.ScrollContainer minWidth={340} type="native">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" aria-label="NCR list">
        <Table.Thead>
          <Table.Tr>
            {header('snid', 'NCR #')}
            {header('stn', 'Station', 'sm')}
            {header('prod', 'Product', 'xs')}
            {header('status', 'Status')}
            {header('assTo', 'Owner', 'md')}
            {header('rep', 'Reported', 'sm')}
            {showClosed && header('close', 'Closed', 'sm')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {issues.map((issue) => (
            <Table.Tr
              key={issue.iid}
              className={classes.row}
              tabIndex={0}
              onClick={() => onOpen(issue)}
              onKeyDown={(event) => onKeyDown(event, issue)}
              data-iid={issue.iid}
            >
              <Table.Td>
                {marked(issue.snid, { fw: 600, className: classes.nowrap })}
                <Box hiddenFrom="xs">{marked(issue.prod)}</Box>
                <Box hiddenFrom="sm">{marked(issue.stn, { size: 'xs', c: 'dimmed' })}</Box>
              </Table.Td>
              <Table.Td visibleFrom="sm">{marked(issue.stn)}</Table.Td>
              <Table.Td visibleFrom="xs">{marked(issue.prod)}</Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <IssueStatusBadge status={issue.status} />
                  {issue.statc !== issue.status && (
                    <Text size="xs" c="dimmed" title="Status for Customer">({statusLabel(issue.statc)})</Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="md">{issue.assTo}</Table.Td>
              <Table.Td visibleFrom="sm" className={classes.nowrap}>{formatDate(issue.rep)}</Table.Td>
              {showClosed && <Table.Td visibleFrom="sm" className={classes.nowrap}>{formatDate(issue.close)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
