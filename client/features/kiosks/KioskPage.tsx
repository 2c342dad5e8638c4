import { ActionIcon, Alert, Badge, Button, CopyButton, Group, Loader, Paper, Stack, Table, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconDeviceTv, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { notifyError } from '../../components/notify.ts';
import { errorMessage } from '../../lib/http.ts';
import { useAddKiosk, useKiosks, useRevokeKiosk, type NewKiosk } from './api.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Wall screens: staff create a named, read-only device token for a TV (the NCR board or the globe without
 * a staff session) and revoke it. A token is shown once, as the two links to open on the screen.
 */
export function KioskPage() {
  const kiosks = useKiosks();
  const add = useAddKiosk();
  const revoke = useRevokeKiosk();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<NewKiosk | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: (kiosk) => {
        setCreated(kiosk);
        setName('');
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  const confirmRevoke = (kiosk: string) => modals.openConfirmModal({
    title: 'Revoke wall screen',
    children: <Text size="sm">{kiosk} will stop showing the board and the globe at once.</Text>,
    labels: { confirm: 'Revoke', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: () => revoke.mutate(kiosk, { onError: (error) => notifyError(errorMessage(error)) }),
  });

  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">Wall screens</Title>
      <Text c="dimmed" size="sm">
        A wall screen opens the NCR board or the globe with its own read-only token: no staff session, no edit
        controls, and it stays signed in until you revoke it.
      </Text>

      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput label="Screen name" placeholder="e.g. Quality office TV" value={name} maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)} style={{ flex: 1 }} />
          <Button type="submit" leftSection={<IconPlus size={16} />} disabled={name.trim() === ''} loading={add.isPending}>Create</Button>
        </Group>
      </Paper>

      {created && (
        <Alert color="teal" icon={<IconDeviceTv />} title={`Open one of these on ${created.name}`} withCloseButton onClose={() => setCreated(null)}>
          <Stack gap={6}>
            {created.pages.map((page) => <CopyLink key={page} url={`${window.location.origin}${page}`} />)}
            <Text size="xs" c="dimmed">The links are shown only now; create the screen again for new ones.</Text>
          </Stack>
        </Alert>
      )}

      {kiosks.isPending ? <Loader /> : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Screen</Table.Th><Table.Th visibleFrom="sm">Created</Table.Th><Table.Th>Status</Table.Th>
              <Table.Th><VisuallyHidden>Actions</VisuallyHidden></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(kiosks.data ?? []).map((kiosk) => (
              <Table.Tr key={kiosk.name}>
                <Table.Td fw={500}>{kiosk.name}</Table.Td>
                {/* Left out on a phone, so that the table fits without scrolling sideways. */}
                <Table.Td visibleFrom="sm">{dateTime.format(new Date(kiosk.createdAt))} by {kiosk.createdBy}</Table.Td>
                {/* Whole, not cut to "AC…" when the row is narrow. */}
                <Table.Td>{kiosk.revoked ? <Badge color="gray" miw="max-content">Revoked</Badge> : <Badge color="teal" miw="max-content">Active</Badge>}</Table.Td>
                <Table.Td ta="right">
                  {!kiosk.revoked && <Button size="xs" variant="subtle" color="red" onClick={() => confirmRevoke(kiosk.name)}>Revoke</Button>}
                </Table.Td>
              </Table.Tr>
            ))}
            {kiosks.data?.length === 0 && (
              <Table.Tr><Table.Td colSpan={4}><Text c="dimmed" size="sm">No wall screens yet.</Text></Table.Td></Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function CopyLink({ url }: { url: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="kiosk-link">{url}</Text>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon variant="subtle" onClick={copy} aria-label="Copy link">{copied ? <IconCheck size={16} /> : <IconCopy size={16} />}</ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
