import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { Issue } from '../../../shared/records.ts';
import { LastModified } from '../../components/LastModified.tsx';
import { shownClosedDate } from './issueDates.ts';

interface IssueMetaProps {
  saved: Issue;
  values: Issue;
  /** When the first unsaved edit was made (SPEC §4: any edit sets modified to now); null when saved. */
  editedAt: Date | null;
  /** Who makes the unsaved edits: their account. */
  me: string | undefined;
}

/** 'Last modified {date time} by {user}' and, while resolved, 'Closed {date}'. */
export function IssueMeta({ saved, values, editedAt, me }: IssueMetaProps) {
  const by = editedAt ? me ?? saved.modBy : saved.modBy;
  const closed = shownClosedDate(saved, values.status);
  return (
    <Group gap="lg" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <IconClock size={16} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm" c="dimmed">
          <LastModified at={editedAt ?? saved.modif} by={by} />
        </Text>
      </Group>
      {closed !== null && (
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size="sm" fw={500} c="teal.8">Closed {closed}</Text>
        </Group>
      )}
    </Group>
  );
}
