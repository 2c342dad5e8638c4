import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useInterval } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { rooms } from '../../../shared/realtime.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { Brand } from '../../components/Brand.tsx';
import { ConnectionBadge } from '../../components/ConnectionBadge.tsx';
import { useLiveRooms } from '../../lib/useLive.ts';
import { useIssues } from './api.ts';
import { ageText, BOARD_RESOLVED_DAYS, boardColumns, changedIids } from './boardColumns.ts';
import classes from './NcrBoardPage.module.css';
import { statusLabel } from './issueOptions.ts';
import { STATUS_COLORS } from './IssueStatusBadge.tsx';

/** How long a card that just changed stays highlighted. */
const HIGHLIGHT_MS = 6000;

/** Cards that changed since the last version of the list, highlighted for a few seconds. */
function useHighlights(issues: IssueSummary[] | undefined): Set<number> {
  const previous = useRef<IssueSummary[] | undefined>(undefined);
  const [until, setUntil] = useState<Map<number, number>>(new Map());
  const [now, setNow] = useState(Date.now());
  useInterval(() => setNow(Date.now()), 1000, { autoInvoke: true });
  useEffect(() => {
    if (!issues) return;
    const changed = changedIids(previous.current, issues);
    previous.current = issues;
    if (changed.length === 0) return;
    const at = Date.now();
    setNow(at);
    setUntil((map) => new Map([...map, ...changed.map((iid) => [iid, at + HIGHLIGHT_MS] as const)]));
  }, [issues]);
  return new Set([...until].filter(([, end]) => end > now).map(([iid]) => iid));
}

/** /ncr/board: the team screen of NCRs by internal status, live, readable across a room. Opened with
 * ?kiosk=TOKEN on a wall screen, it shows no way into the rest of the app. */
export function NcrBoardPage() {
  const [params] = useSearchParams();
  const kiosk = params.has('kiosk');
  useDocumentTitle('NCR Board');
  const issues = useIssues();
  useLiveRooms([rooms.issues]);
  const highlighted = useHighlights(issues.data);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  useEffect(() => { if (issues.data) setUpdatedAt(new Date()); }, [issues.data]);
  const now = new Date();
  const columns = boardColumns(issues.data ?? [], now);

  return (
    <Box className={classes.board}>
      <Group justify="space-between" px="xl" py="md" className={classes.header}>
        <Group gap="lg">
          {!kiosk && <Brand to={paths.root} />}
          <Title order={1} size="h2">NCR Board</Title>
        </Group>
        <Group gap="md">
          <Text size="lg" c="dimmed" data-testid="board-updated">
            {updatedAt ? `Updated ${updatedAt.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}` : 'Loading…'}
          </Text>
          <ConnectionBadge />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" p="xl" className={classes.columns}>
        {columns.map((column) => (
          <Paper key={column.status} withBorder radius="lg" p="md" className={classes.column} data-testid={`board-column-${column.status}`}>
            <Group justify="space-between" mb="md">
              <Title order={2} size="h3">
                {statusLabel(column.status)}{column.status === 2 ? ` · last ${BOARD_RESOLVED_DAYS} days` : ''}
              </Title>
              <Badge size="xl" circle color={STATUS_COLORS[column.status]}>{column.issues.length}</Badge>
            </Group>
            <div className={classes.cards}>
              <Stack gap="sm">
                {column.issues.map((issue) => (
                  <Paper
                    key={issue.iid} withBorder radius="md" p="md" data-testid="board-card" data-iid={issue.iid}
                    data-highlighted={highlighted.has(issue.iid) || undefined} className={classes.card}
                    style={{ borderLeftColor: `var(--mantine-color-${STATUS_COLORS[issue.status]}-6)` }}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={700} size="xl">{issue.snid}</Text>
                      <Text size="lg" c="dimmed">{ageText(issue.status === 2 ? issue.close : issue.rep, now)}</Text>
                    </Group>
                    <Text size="lg" truncate>{issue.stn}</Text>
                    <Text size="md" c="dimmed" truncate>{issue.prod}</Text>
                    <Text size="md" fw={500} mt={4}>{issue.assTo || 'Unassigned'}</Text>
                  </Paper>
                ))}
                {column.issues.length === 0 && <Text size="lg" c="dimmed" ta="center" py="xl">Nothing here</Text>}
              </Stack>
            </div>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
