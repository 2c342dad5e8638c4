import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconClipboardCheck, IconPlus, IconUser } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { STATUS_COLORS, StatusBadge } from '../../components/StatusBadge.tsx';
import classes from './StationNcrList.module.css';

/**
 * The station's NCRs, newest first as the server sends them; each row opens its issue (SPEC §2). Memoised, as
 * the other panels of the page: the page renders again at each edit or presence change, the panel when its data does.
 */
export const StationNcrList = memo(function StationNcrList({ sid, issues }: { sid: number; issues: IssueSummary[] }) {
  return (
    <Paper withBorder radius="md" p="md" id="ncrlist" component="section" aria-labelledby="ncrlist-title" tabIndex={-1}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5" id="ncrlist-title">NCRs <Text span c="dimmed" size="sm">({issues.length})</Text></Title>
          <Button component={Link} to={paths.addIssue(sid)} size="xs" variant="light" leftSection={<IconPlus size={14} />}>Add Issue</Button>
        </Group>
        {issues.length === 0 ? (
          <EmptyState compact icon={<IconClipboardCheck size={20} stroke={1.5} aria-hidden />} title="No NCRs"
            text="No NCRs for this station yet." data-testid="station-ncrs-empty" />
        ) : (
          <Stack gap={6} component="ul" className={classes.list}>
            {issues.map((issue) => (
              <li key={issue.iid}>
                {/* Named by what it shows: number, product, assignee and status. */}
                <UnstyledButton component={Link} to={paths.issue(issue.iid)} className={classes.row} data-status={issue.status}
                  style={{ borderLeftColor: `var(--mantine-color-${STATUS_COLORS[issue.status]}-6)` }}>
                  {/* Whole on any width (the side column is narrow too): number and status, then the product wrapped. */}
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text size="sm" fw={700} ff="monospace" className={classes.text} data-testid="ncr-number">{issue.snid}</Text>
                    <StatusBadge status={issue.status} style={{ flexShrink: 0 }} />
                  </Group>
                  <Text size="sm" className={classes.text} data-testid="ncr-product">{issue.prod}</Text>
                  <Group gap={4} c="dimmed" wrap="nowrap">
                    <IconUser size={12} aria-hidden style={{ flexShrink: 0 }} />
                    <Text size="xs" c="dimmed" className={classes.text}>{issue.assTo || 'Unassigned'} · #{issue.iid}</Text>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
});
