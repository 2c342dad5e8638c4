import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconLoader2, IconAlertTriangle } from '@tabler/icons-react';
import { ACTION_TYPE_LABELS, type ActionType } from '../../../../shared/constants.ts';
import { formatDay } from '../../../lib/format/dateTime.ts';
import { dropAdd, type PendingAdd } from '../../../lib/drafts/addStore.ts';
import type { ActionAdd } from './actionsApi.ts';

/**
 * An action added on this device and not on the server yet: shown as pending (kept here, sending, or refused with
 * the server's reason and a way to discard it). It becomes an ordinary row once the server has it.
 */
export function PendingActionRow({ add, sending, online }: { add: PendingAdd; sending: boolean; online: boolean }) {
  const body = add.body as ActionAdd;
  const type = ACTION_TYPE_LABELS[body.type as ActionType] ?? String(body.type);
  const details = [body.owner, body.due ? `due ${formatDay(body.due)}` : ''].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`New action · ${type} (not saved yet)`} data-testid="pending-action"
      style={{ borderStyle: 'dashed' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h6">New action · {type}</Title>
            {add.refused ? (
              <Badge color="red" variant="light" radius="sm" tt="none" leftSection={<IconAlertTriangle size={14} aria-hidden />}>Not saved</Badge>
            ) : sending ? (
              <Badge color="blue" variant="light" radius="sm" tt="none" leftSection={<IconLoader2 size={14} aria-hidden />}>Saving…</Badge>
            ) : (
              <Badge color="grape" variant="light" radius="sm" tt="none" leftSection={<IconCloudOff size={14} aria-hidden />} data-testid="pending-action-state">
                {online ? 'Waiting to be sent' : 'Offline: kept on this device'}
              </Badge>
            )}
          </Group>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => dropAdd(add.user, add.key)}>Discard</Button>
        </Group>
        {details && <Text size="sm" c="dimmed">{details}</Text>}
        {body.descr && <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body.descr}</Text>}
        {add.refused && <Text size="sm" c="red.8">{add.refused}</Text>}
      </Stack>
    </Paper>
  );
}
