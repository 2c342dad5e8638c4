import { Box, Highlight, Stack, Table, Text, type HighlightProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { IssueSummary } from '../../../shared/records.ts';
import { formatDate } from './issueDates.ts';
import { statusLabel } from './issueOptions.ts';
import { IssueStatusBadge } from './IssueStatusBadge.tsx';
import classes from './IssueTable.module.css';

interface IssueTableProps {
  issues: readonly IssueSummary[];
  /** Search words to highlight in NCR #, Station and Product. */
  words: string[];
  /** The Closed column (SPEC §2: only when the filter is not Open Issues). */
  showClosed: boolean;
  onOpen: (issue: IssueSummary) => void;
}

/** The NCR table: a row click or Enter on a focused row opens the issue. Narrow screens show product and station under the NCR #. */
export function IssueTable({ issues, words, showClosed, onOpen }: IssueTableProps) {
  // Highlight marks the words as text (React elements), never as injected HTML.
  const marked = (text: string, props: Omit<HighlightProps, 'highlight' | 'children'> = {}) => (
    <Highlight component="span" size="sm" highlight={words} accentInsensitive={false} {...props}>{text}</Highlight>
  );
  const onKeyDown = (event: KeyboardEvent, issue: IssueSummary) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(issue);
  };

  return (
    <Table.ScrollContainer minWidth={340} type="native">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" aria-label="NCR list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>NCR #</Table.Th>
            <Table.Th visibleFrom="sm">Station</Table.Th>
            <Table.Th visibleFrom="xs">Product</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th visibleFrom="md">Owner</Table.Th>
            <Table.Th visibleFrom="sm">Reported</Table.Th>
            {showClosed && <Table.Th visibleFrom="sm">Closed</Table.Th>}
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
}
