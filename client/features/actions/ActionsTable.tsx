import { Anchor, Badge, Box, Text } from '@mantine/core';
import { IconChecklist, IconUserQuestion } from '@tabler/icons-react';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isOverdue } from '../../../shared/actionRules.ts';
import { parseDateOnly } from '../../../shared/dates.ts';
import { ACTION_STATUS, ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, type ActionStatus } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { ActionListItem } from '../../../shared/records.ts';
import { OverdueMark } from '../../components/ActionCounts.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { EmptyValue, orEmpty } from '../../components/EmptyValue.tsx';
import list from '../../components/ListTable.module.css';
import classes from './ActionsTable.module.css';

const STATUS_COLORS: Record<ActionStatus, string> = {
  [ACTION_STATUS.Open]: 'blue', [ACTION_STATUS.Done]: 'violet', [ACTION_STATUS.Verified]: 'teal', [ACTION_STATUS.Cancelled]: 'gray',
};

function ActionStatusBadge({ status }: { status: ActionStatus }) {
  return <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" radius="sm" tt="none" miw="max-content">{ACTION_STATUS_LABELS[status] ?? status}</Badge>;
}

/** What an action is called in its row: the first line of its description, or its type when it has none. */
const title = (action: ActionListItem) => action.descr.split('\n', 1)[0]!.trim() || `${ACTION_TYPE_LABELS[action.type]} action`;

const ActionRow = memo(function ActionRow({ action, today }: { action: ActionListItem; today: string }) {
  const navigate = useNavigate();
  const overdue = isOverdue(action, today);
  const link = paths.action(action.iid, action.aid);
  const due = parseDateOnly(action.due);
  return (
    // The row opens the action on its NCR like the lists' rows; its title is the link, for the keyboard and a new tab.
    <tr className={list.row} onClick={(event) => { if (!(event.target as Element).closest('a')) void navigate(link); }}
      data-aid={action.aid} data-overdue={overdue || undefined} data-testid="action-row">
      <td className={classes.due}>
        <span className={classes.nowrap}>{due || <EmptyValue label="no due date" />}</span>
        {overdue && <div><OverdueMark /></div>}
      </td>
      <td>
        <Anchor component={Link} to={link} fw={600} size="sm" className={classes.title}>{title(action)}</Anchor>
        <Text size="xs" c="dimmed">
          {ACTION_TYPE_LABELS[action.type]}
          <Box component="span" hiddenFrom="sm"> · {action.snid} · {action.stn}</Box>
          <Box component="span" hiddenFrom="md"> · {action.owner || 'No owner'}</Box>
        </Text>
        <Box hiddenFrom="xs" mt={4}><ActionStatusBadge status={action.status} /></Box>
      </td>
      <Box component="td" visibleFrom="sm">
        <Anchor component={Link} to={paths.issue(action.iid)} size="sm" className={classes.nowrap}>{action.snid}</Anchor>
        <Text size="xs" c="dimmed">{action.stn}</Text>
      </Box>
      <Box component="td" visibleFrom="md">{orEmpty(action.owner)}</Box>
      <Box component="td" visibleFrom="xs"><ActionStatusBadge status={action.status} /></Box>
    </tr>
  );
});

/** My actions' rows: due (overdue by icon and word), the action (a link to it on its NCR), its NCR, owner and status. */
export const ActionsTable = memo(function ActionsTable({ actions, today }: { actions: readonly ActionListItem[]; today: string }) {
  return (
    <div className={list.scroll}>
      <table aria-label="Actions" className={`${list.table} ${classes.table}`} data-compact>
        <thead>
          <tr>
            <th className={classes.colDue}>Due</th>
            <th>Action</th>
            <Box component="th" visibleFrom="sm" className={classes.colNcr}>NCR</Box>
            <Box component="th" visibleFrom="md" className={classes.colOwner}>Owner</Box>
            <Box component="th" visibleFrom="xs" className={classes.colStatus}>Status</Box>
          </tr>
        </thead>
        <tbody>
          {actions.map((action) => <ActionRow key={action.aid} action={action} today={today} />)}
        </tbody>
      </table>
    </div>
  );
});

/** No action in the view: none at all, or none of the signed-in person's (whose account may be no person). */
export function ActionsEmpty({ failed, mine, noPerson }: { failed: boolean; mine: boolean; noPerson: boolean }) {
  const [heading, text] = failed ? ['The actions could not be loaded', 'Try again in a moment.']
    : noPerson ? ['Your account is no person of the people list', 'Choose an owner to see their actions.']
      : mine ? ['Nothing to do', 'You have no actions in this view.'] : ['No actions', 'No action is in this view.'];
  return (
    <EmptyState title={heading} text={text} data-testid="actions-empty"
      icon={noPerson ? <IconUserQuestion size={28} stroke={1.5} aria-hidden /> : <IconChecklist size={28} stroke={1.5} aria-hidden />} />
  );
}
