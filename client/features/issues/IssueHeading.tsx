import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { IssueStatus } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { BackLink } from '../../components/BackLink.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';

interface IssueHeadingProps {
  snid: string;
  status: IssueStatus;
  /** The actions' row beside the title (presence, save state, History); its height is kept while it is empty. */
  actions?: ReactNode;
  /** Under the title: when it was last changed, and closed. */
  details?: ReactNode;
}

/**
 * The top of an NCR's page: back to the list, its number and status. The page's first screen (IssuePage.tsx) shows
 * it while the editor's code loads, and the editor the same, with its actions and details.
 */
export function IssueHeading({ snid, status, actions, details }: IssueHeadingProps) {
  return (
    <Stack gap={4}>
      <BackLink to={paths.issues} label="NCR" />
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1} size="h2">{snid}</Title>
          <StatusBadge status={status} size="lg" />
        </Group>
        <Group gap="xs" mih={36}>{actions}</Group>
      </Group>
      {details}
    </Stack>
  );
}
