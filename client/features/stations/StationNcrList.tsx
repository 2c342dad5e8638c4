import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ISSUE_STATUS, ISSUE_STATUS_LABELS, type IssueStatus } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import classes from './StationNcrList.module.css';

const STATUS_COLOR: Record<IssueStatus, string> = {
  [ISSUE_STATUS.New]: 'red',
  [ISSUE_STATUS.InProgress]: 'yellow',
  [ISSUE_STATUS.Resolved]: 'teal',
};

/** The station's NCRs, newest first as the server sends them; each row opens its issue (SPEC §2). */
export function StationNcrList({ sid, issues }: { sid: number; issues: IssueSummary[] }) {
  return (
    <Paper withBorder radius="md" p="md" id="ncrlist" component="section" aria-labelledby="ncrlist-title" className={classes.section}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5" id="ncrlist-title">NCRs <Text span c="dimmed" size="sm">({issues.length})</Text></Title>
          <Button component={Link} to={paths.addIssue(sid)} size="xs" variant="light" leftSection={<IconPlus size={14} />}>Add Issue</Button>
        </Group>
        {issues.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm" ta="center">No NCRs for this station yet.</Text>
        ) : (
          <Stack gap={6} component="ul" className={classes.list}>
            {issues.map((issue) => (
              <li key={issue.iid}>
                {/* Named by what it shows: number, product, assignee and status. */}
                <UnstyledButton component={Link} to={paths.issue(issue.iid)} className={classes.row} data-status={issue.status}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={700} ff="monospace">#{issue.iid}</Text>
                        <Text size="sm" truncate>{issue.prod}</Text>
                      </Group>
                      <Group gap={4} wrap="nowrap" c="dimmed">
                        <IconUser size={12} aria-hidden />
                        <Text size="xs" c="dimmed" truncate>{issue.assTo || 'Unassigned'}</Text>
                        {issue.snid && <Text size="xs" c="dimmed" truncate>· {issue.snid}</Text>}
                      </Group>
                    </Stack>
                    <Badge size="sm" variant="light" color={STATUS_COLOR[issue.status]} style={{ flexShrink: 0 }}>
                      {ISSUE_STATUS_LABELS[issue.status]}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
