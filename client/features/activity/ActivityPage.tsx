import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconActivity, IconFilterOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState.tsx';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api/http.ts';
import { useAccounts } from '../../lib/format/people.ts';
import { useOlderPages } from '../../lib/lists/useOlderPages.ts';
import { HistoryEntryList } from '../history/HistoryEntryList.tsx';
import { useActivity, useLiveActivity } from './api.ts';
import { ActivityFilters } from './ActivityFilters.tsx';
import { readActivityView, writeActivityView, type ActivityView } from './activityView.ts';

/**
 * /activity: recent changes of every station and NCR, newest first, each under its record's name with a link
 * to it; narrowed by person, kind and days in the URL (?person=&kind=&from=&to=), live.
 */
export function ActivityPage() {
  useDocumentTitle('Activity');
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readActivityView(params), [params]);
  // A change applies to the view last asked for, not the one on screen: a second click before the URL has
  // caught up (navigations render in a transition) keeps the first. A history entry each: Back returns.
  const asked = useRef(view);
  useEffect(() => { asked.current = view; }, [view]);
  const changeView = (change: Partial<ActivityView>) => {
    asked.current = { ...asked.current, ...change };
    setParams(writeActivityView(asked.current));
  };
  const feed = useActivity(view);
  const showOlder = useOlderPages(feed, writeActivityView(view).toString());
  useLiveActivity(view);
  const accounts = useAccounts();
  const filtered = Object.keys(view).length > 0;
  const entries = useMemo(() => feed.data?.pages.flatMap((page) => page.entries) ?? [], [feed.data]);

  return (
    <Stack gap="md">
      <PageHeader title="Activity" subtitle="Every change of stations and NCRs, newest first. Changes appear here as they are made." />

      <ActivityFilters view={view} onChange={changeView} accounts={accounts.data} />

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Changes">
        {feed.isPending && feed.fetchStatus === 'paused' ? (
          <OfflineMissing what="The activity" />
        ) : feed.isPending ? (
          <Center py="xl"><Loader aria-label="Loading changes" /></Center>
        ) : feed.isError && entries.length === 0 ? (
          <Alert color="red" variant="light" title="Could not load the changes">
            <Text size="sm">{errorMessage(feed.error)}</Text>
            <Button size="compact-sm" variant="light" color="red" mt="xs" onClick={() => void feed.refetch()}>Try again</Button>
          </Alert>
        ) : entries.length === 0 ? (
          <EmptyState
            title={filtered ? 'No matching changes' : 'No changes yet'}
            text={filtered ? 'No change of a station or an NCR passes these filters.' : 'Changes of stations and NCRs will show here.'}
            icon={filtered ? <IconFilterOff size={28} stroke={1.5} aria-hidden /> : <IconActivity size={28} stroke={1.5} aria-hidden />}
            data-testid="activity-empty"
          />
        ) : (
          <HistoryEntryList entries={entries} showRecord />
        )}
      </Paper>

      {feed.hasNextPage && (
        <Stack align="center" gap={6}>
          <Button variant="default" onClick={showOlder} loading={feed.isFetchingNextPage}>Show older changes</Button>
          {feed.isFetchNextPageError && <Text size="sm" c="red" role="alert">Could not load older changes: {errorMessage(feed.error)}</Text>}
        </Stack>
      )}
    </Stack>
  );
}
