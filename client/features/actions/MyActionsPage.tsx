import { Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarDue, IconCategory, IconDownload, IconProgressCheck, IconUser } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActionStatus, ActionType } from '../../../shared/constants.ts';
import {
  ACTION_LIST_PARAMS, parseActionOwner, readActionListView, visibleActions, writeActionListView, type ActionListView,
} from '../../../shared/lists/actionList.ts';
import { rooms } from '../../../shared/realtime.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { storedUser, usePeople, useWhoami } from '../../lib/api/commonQueries.ts';
import { localDay } from '../../lib/format/localDay.ts';
import { useNow } from '../../lib/format/useNow.ts';
import { pageOf } from '../../lib/lists/listSort.ts';
import { useLiveRooms } from '../../lib/live/useLive.ts';
import { ActionsEmpty, ActionsTable } from './ActionsTable.tsx';
import {
  actionExportHref, dueOfOption, dueOptions, dueValue, ownerOptions, ownerValue, statusOptions, statusValue, typeOptions,
} from './actionsView.ts';
import { DueRange } from './DueRange.tsx';
import { useAllActions } from './api.ts';
import classes from './MyActionsPage.module.css';

/** Rows a page, as many as the NCR list's. */
export const ACTIONS_PAGE_SIZE = 28;

const NO_PEOPLE: string[] = [];

const icons = {
  owner: <IconUser size={16} aria-hidden />,
  type: <IconCategory size={16} aria-hidden />,
  status: <IconProgressCheck size={16} aria-hidden />,
  due: <IconCalendarDue size={16} aria-hidden />,
};

/**
 * /actions: My actions (issue 36), the signed-in person's open actions across all NCRs, overdue first, then by
 * due date; narrowed by owner, type, status and due dates, all in the URL (shared/lists/actionList.ts), so that
 * a view can be linked (the dashboard's bars) and Back returns to the one before. Live: the actions room's
 * events patch the cached list. Export CSV downloads what it lists.
 */
export function MyActionsPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => readActionListView(new URLSearchParams(query)), [query]);
  const actions = useAllActions();
  useLiveRooms([rooms.actions]);
  const whoami = useWhoami();
  const me = whoami.data?.person ?? storedUser()?.person ?? null;
  const people = usePeople().data ?? NO_PEOPLE;
  // Overdue counts by the reader's day, which moves on at midnight.
  const today = localDay(useNow());
  const mine = view.owner.kind === 'me';
  useDocumentTitle(mine ? 'My actions' : 'Actions');

  const owner = ownerValue(view.owner, people);
  /** A change of the filters: a history entry, from the first page. */
  const change = useCallback((next: Partial<ActionListView>) => {
    const current = readActionListView(new URLSearchParams(query));
    const merged = { ...current, page: 1, ...next };
    const ownerName = ownerValue(merged.owner, people);
    const kept = [...new URLSearchParams(query)].filter(([name]) => !(ACTION_LIST_PARAMS as readonly string[]).includes(name));
    setParams([...writeActionListView(merged, ownerName), ...kept]);
  }, [query, people, setParams]);

  const rows = useMemo(() => visibleActions(actions.data ?? [], view, me, today), [actions.data, view, me, today]);
  const shown = pageOf(rows, view.page, ACTIONS_PAGE_SIZE);
  const exportHref = actionExportHref(view, owner);
  const more = useMemo(() => [{ label: 'Export CSV', icon: <IconDownload size={16} aria-hidden />, href: exportHref, download: true }], [exportHref]);
  const setPage = useCallback((page: number) => change({ page }), [change]);

  return (
    <Stack gap="md">
      <PageHeader title={mine ? 'My actions' : 'Actions'} subtitle="Actions of every NCR, overdue first, then by due date" more={more} />

      <FilterBar>
        <div className={classes.filters}>
          <FilterSelect label="Owner" data={ownerOptions(me, people, view.owner)} value={owner} icon={icons.owner}
            onChange={(value) => change({ owner: value === '' ? { kind: 'me' } : parseActionOwner(value) ?? { kind: 'me' } })} />
          <FilterSelect label="Type" data={typeOptions} value={view.type === null ? '' : String(view.type)} icon={icons.type}
            onChange={(value) => change({ type: value === '' ? null : Number(value) as ActionType })} />
          <FilterSelect label="Status" data={statusOptions} value={statusValue(view.status)} icon={icons.status}
            onChange={(value) => change({ status: value === 'all' ? null : Number(value) as ActionStatus })} />
          <DueRange options={dueOptions} value={dueValue(view.due)} due={view.due} icon={icons.due}
            onChoose={(value) => { const due = dueOfOption(value); if (due) change({ due }); }}
            onRange={(from, to) => change({ due: from || to ? { kind: 'range', from, to } : { kind: 'any' } })} />
        </div>
      </FilterBar>

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {actions.isPending && actions.fetchStatus === 'paused' ? (
          <OfflineMissing what="The actions" />
        ) : actions.isPending ? (
          <Center py="xl"><Loader aria-label="Loading actions" /></Center>
        ) : shown.rows.length === 0 ? (
          <ActionsEmpty failed={actions.isError} mine={mine} noPerson={mine && !me} />
        ) : (
          <ActionsTable actions={shown.rows} today={today} />
        )}
      </Paper>

      {!actions.isPending && rows.length > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="pager-text">{shown.from}–{shown.to} of {rows.length}</Text>
          <ListPager total={shown.pages} value={shown.page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
