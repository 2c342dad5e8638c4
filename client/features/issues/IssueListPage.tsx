import { Button, Center, CloseButton, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle, useSessionStorage } from '@mantine/hooks';
import { IconFilter, IconLayoutKanban, IconPlus, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_ISSUE_FILTER, ISSUE_FILTER, ISSUE_LIST_MAX_ROWS, type IssueFilter } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { storedUser, useWhoami } from '../../lib/commonQueries.ts';
import { useIssues } from './api.ts';
import { issueFilterOptions } from './issueOptions.ts';
import { IssueListEmpty } from './IssueListEmpty.tsx';
import { searchWords } from '../../lib/wordSearch.ts';
import { toIssueFilter, visibleIssues } from './issueSearch.ts';
import { IssueTable } from './IssueTable.tsx';
import { useLiveRooms } from '../../lib/useLive.ts';
import { rooms } from '../../../shared/realtime.ts';
import { OfflineMissing } from '../../components/OfflineMissing.tsx';

const SEARCH_KEY = 'stationdesk.issues.search';
const FILTER_KEY = 'stationdesk.issues.filter';

/** /ncr: the NCR list with search, filter and at most ISSUE_LIST_MAX_ROWS rows (SPEC §2 Issue list). */
export function IssueListPage() {
  useDocumentTitle('NCR');
  const navigate = useNavigate();
  const issues = useIssues();
  useLiveRooms([rooms.issues]);
  const whoami = useWhoami();
  const me = whoami.data?.person ?? storedUser()?.person;

  // SPEC §2: the search phrase and the filter are kept in session storage.
  const [phrase, setPhrase] = useSessionStorage<string>({ key: SEARCH_KEY, defaultValue: '', getInitialValueInEffect: false });
  const [storedFilter, setFilter] = useSessionStorage<IssueFilter>({
    key: FILTER_KEY, defaultValue: DEFAULT_ISSUE_FILTER, getInitialValueInEffect: false,
  });
  const filter = toIssueFilter(storedFilter) ?? DEFAULT_ISSUE_FILTER;

  // SPEC §8: an issue list failure is logged only.
  useEffect(() => {
    if (issues.error) console.error('Could not load the issue list:', issues.error);
  }, [issues.error]);

  const deferredPhrase = useDeferredValue(phrase);
  const words = useMemo(() => searchWords(deferredPhrase), [deferredPhrase]);
  const matching = useMemo(
    () => visibleIssues(issues.data ?? [], deferredPhrase, filter, me),
    [issues.data, deferredPhrase, filter, me],
  );
  const shown = matching.slice(0, ISSUE_LIST_MAX_ROWS);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">NCR</Title>
        <Group gap="sm">
          <Button component="a" href={paths.board} target="_blank" rel="noopener" variant="default" leftSection={<IconLayoutKanban size={16} />}>
            Board
          </Button>
          <Button component={Link} to={paths.addIssue()} leftSection={<IconPlus size={16} />}>Add Issue</Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="NCR #, station or product"
            value={phrase}
            onChange={(event) => setPhrase(event.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            rightSection={phrase ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setPhrase('')} /> : null}
            style={{ flex: '1 1 260px' }}
          />
          <Select
            label="Filter"
            data={issueFilterOptions}
            value={String(filter)}
            onChange={(value) => setFilter(toIssueFilter(value) ?? DEFAULT_ISSUE_FILTER)}
            allowDeselect={false}
            leftSection={<IconFilter size={16} />}
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
      </Paper>

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {issues.isPending && issues.fetchStatus === 'paused' ? (
          <OfflineMissing what="The NCR list" />
        ) : issues.isPending ? (
          <Center py="xl"><Loader aria-label="Loading issues" /></Center>
        ) : shown.length === 0 ? (
          <IssueListEmpty searching={words.length > 0} failed={issues.isError} />
        ) : (
          <IssueTable
            issues={shown}
            words={words}
            showClosed={filter !== ISSUE_FILTER.Open}
            onOpen={(issue) => navigate(paths.issue(issue.iid))}
          />
        )}
      </Paper>

      {!issues.isPending && matching.length > 0 && (
        <Text size="sm" c="dimmed">
          {matching.length > shown.length
            ? `Showing ${shown.length} of ${matching.length}`
            : `${matching.length} ${matching.length === 1 ? 'issue' : 'issues'}`}
        </Text>
      )}
    </Stack>
  );
}
