import { Box } from '@mantine/core';
import { memo, type KeyboardEvent } from 'react';
import { sameWords, wordsIn } from '../../../shared/lists/search.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { ActionCounts } from '../../components/ActionCounts.tsx';
import { orEmpty } from '../../components/EmptyValue.tsx';
import { Marked } from '../../components/Marked.tsx';
import { SortableTh } from '../../components/SortableTh.tsx';
import { StatusWithCustomer } from '../../components/StatusBadge.tsx';
import { formatDay } from '../../lib/format/dateTime.ts';
import { localDay } from '../../lib/format/localDay.ts';
import type { ListSort } from '../../../shared/lists/sortKeys.ts';
import type { IssueSortKey } from '../../../shared/lists/issueList.ts';
import list from '../../components/ListTable.module.css';
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

/** Set column widths (IssueTable.module.css): the columns keep their places from one page or search to the next. */
const COLUMN_WIDTHS: Partial<Record<IssueSortKey, string>> = {
  snid: classes.colNumber, status: classes.colStatus, assTo: classes.colOwner, rep: classes.colDay, close: classes.colDay,
};

interface IssueRowProps {
  issue: IssueSummary;
  /** The search words that occur in the row's NCR #, station or product: the row re-renders when they change. */
  words: readonly string[];
  showClosed: boolean;
  onOpen: (issue: IssueSummary) => void;
}

const IssueRow = memo(function IssueRow({ issue, words, showClosed, onOpen }: IssueRowProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(issue);
  };
  return (
    <tr className={list.row} tabIndex={0} onClick={() => onOpen(issue)} onKeyDown={onKeyDown} data-iid={issue.iid}>
      <td>
        <Marked text={issue.snid} words={words} size="sm" strong className={classes.nowrap} />
        <Box hiddenFrom="xs"><Marked text={issue.prod} words={words} size="sm" /></Box>
        <Box hiddenFrom="sm"><Marked text={issue.stn} words={words} size="xs" dimmed /></Box>
      </td>
      <Box component="td" visibleFrom="sm"><Marked text={issue.stn} words={words} size="sm" /></Box>
      <Box component="td" visibleFrom="xs"><Marked text={issue.prod} words={words} size="sm" /></Box>
      <td>
        <StatusWithCustomer status={issue.status} customer={issue.statc} />
        {issue.actDue.length > 0 && <ActionCounts actDue={issue.actDue} today={localDay()} />}
      </td>
      <Box component="td" visibleFrom="md">{orEmpty(issue.assTo)}</Box>
      <Box component="td" visibleFrom="sm" className={classes.nowrap}>{orEmpty(formatDay(issue.rep))}</Box>
      {showClosed && <Box component="td" visibleFrom="sm" className={classes.nowrap}>{orEmpty(formatDay(issue.close))}</Box>}
    </tr>
  );
}, (a, b) => a.issue === b.issue && a.showClosed === b.showClosed && a.onOpen === b.onOpen && sameWords(a.words, b.words));

const IssueTableHead = memo(function IssueTableHead({ showClosed, sort, onSort }: Pick<IssueTableProps, 'showClosed' | 'sort' | 'onSort'>) {
  const header = (key: IssueSortKey, label: string, visibleFrom?: 'xs' | 'sm' | 'md') => (
    <SortableTh key={key} label={label} visibleFrom={visibleFrom} className={COLUMN_WIDTHS[key]} sorted={sort?.key === key ? sort.dir : null}
      onSort={() => onSort(key)} />
  );
  return (
    <thead>
      <tr>
        {header('snid', 'NCR #')}
        {header('stn', 'Station', 'sm')}
        {header('prod', 'Product', 'xs')}
        {header('status', 'Status')}
        {header('assTo', 'Owner', 'md')}
        {header('rep', 'Reported', 'sm')}
        {showClosed && header('close', 'Closed', 'sm')}
      </tr>
    </thead>
  );
});

/**
 * The NCR table: a row click or Enter on a focused row opens the issue; a header click sorts. Narrow screens
 * show product and station under the NCR #. A keystroke in the search re-renders only the rows and cells whose
 * marked words it changes (IssueRow, Marked), and the header not at all.
 */
export const IssueTable = memo(function IssueTable({ issues, words, showClosed, onOpen, sort, onSort }: IssueTableProps) {
  return (
    <div className={list.scroll}>
      <table aria-label="NCR list" className={`${list.table} ${classes.table}`} data-compact>
        <IssueTableHead showClosed={showClosed} sort={sort} onSort={onSort} />
        <tbody>
          {issues.map((issue) => (
            <IssueRow key={issue.iid} issue={issue} words={wordsIn(`${issue.snid}\u0000${issue.stn}\u0000${issue.prod}`, words)}
              showClosed={showClosed} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
