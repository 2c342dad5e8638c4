import { ActionIcon, Alert, Badge, Button, Center, CopyButton, Group, Loader, Paper, Stack, Table, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { modals } from '../../components/modals.ts';
import { IconCheck, IconCopy, IconDeviceTv, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DateTime } from '../../components/DateTime.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notifyError } from '../../components/notify.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api/http.ts';
import { usePersonName } from '../../lib/format/people.ts';
import { useAddKiosk, useKiosks, useRevokeKiosk, type NewKiosk } from './api.ts';
import classes from './KioskPage.module.css';

/**
 * Wall screens: staff create a named, read-only device token for a TV (the NCR board or the globe without
 * a staff session) and revoke it. A token is shown once, as the two links to open on the screen.
 */
export function KioskPage() {
  const kiosks = useKiosks();
  const add = useAddKiosk();
  const revoke = useRevokeKiosk();
  const personName = usePersonName();
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
      <PageHeader title="Wall screens" subtitle="A wall screen opens the NCR board or the globe with its own read-only token: no staff
        session, no edit controls, and it stays signed in until you revoke it." />

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

      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {kiosks.isPending ? <Center py="xl"><Loader aria-label="Loading wall screens" /></Center> : kiosks.data?.length === 0 ? (
          <EmptyState icon={<IconDeviceTv size={28} stroke={1.5} aria-hidden />} title="No wall screens yet"
            text="Name a screen above to get the links that open the board or the globe on it." data-testid="kiosks-empty" />
        ) : (
          <Table striped verticalSpacing="sm" horizontalSpacing="md" className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Screen</Table.Th><Table.Th visibleFrom="sm" className={classes.created}>Created</Table.Th>
                <Table.Th className={classes.status}>Status</Table.Th>
                <Table.Th className={classes.actions}><VisuallyHidden>Actions</VisuallyHidden></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(kiosks.data ?? []).map((kiosk) => (
                <Table.Tr key={kiosk.name}>
                  <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {kiosk.name}
                    {/* On a phone, where the Created column is left out, said under the name. */}
                    <Text hiddenFrom="sm" size="xs" c="dimmed" fw={400}><DateTime value={kiosk.createdAt} /> by {personName(kiosk.createdBy)}</Text>
                  </Table.Td>
                  {/* Left out on a phone, so that the table fits without scrolling sideways. */}
                  <Table.Td visibleFrom="sm"><DateTime value={kiosk.createdAt} /> by {personName(kiosk.createdBy)}</Table.Td>
                  {/* Whole, not cut to "AC…" when the row is narrow. */}
                  <Table.Td>{kiosk.revoked ? <Badge color="gray" miw="max-content">Revoked</Badge> : <Badge color="teal" miw="max-content">Active</Badge>}</Table.Td>
                  <Table.Td ta="right">
                    {!kiosk.revoked && <Button size="xs" variant="subtle" color="red" onClick={() => confirmRevoke(kiosk.name)}>Revoke</Button>}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
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
