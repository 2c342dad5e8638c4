import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { modals } from '../../components/modals.ts';
import { useUnsavedRecords } from '../../lib/offline/pendingOnDevice.ts';
import { signOut } from './api.ts';
import { recordLabel } from './recordLabel.ts';

export const SIGN_OUT_DIALOG = 'sign-out';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * Signing out with edits that are not saved (askToSignOut.tsx): they stay on this device, by record, for when
 * this person signs in here again, unless discarded; everything else the device keeps goes. The list follows
 * the edits: one saved meanwhile leaves it.
 */
export function SignOutDialog({ user }: { user: string }) {
  const unsaved = useUnsavedRecords(user);
  const [leaving, setLeaving] = useState<'keep' | 'discard' | null>(null);
  const total = unsaved.reduce((sum, record) => sum + record.fields, 0);
  const leave = (how: 'keep' | 'discard') => {
    setLeaving(how);
    void signOut(how === 'discard' ? user : undefined);
  };

  return (
    <Stack gap="md">
      {unsaved.length > 0 ? (
        <>
          <Text size="sm">
            {unsaved.length === 1 ? 'This record has' : `These ${unsaved.length} records have`} changes that are not saved. They stay on
            this device until you sign in here again:
          </Text>
          {/* A plain list: Mantine's List would bring a stylesheet of its own to the account menu's code. */}
          <Stack component="ul" gap={4} pl="lg" my={0} data-testid="unsaved-records">
            {unsaved.map((record) => (
              <Text component="li" size="sm" key={record.key}>
                <Text span size="sm" fw={500}>{recordLabel(record.key)}</Text>
                <Text span size="sm" c="dimmed"> ({changes(record.fields)})</Text>
              </Text>
            ))}
          </Stack>
        </>
      ) : (
        <Text size="sm">Everything you changed is saved.</Text>
      )}
      <Text size="sm" c="dimmed">
        Everything else this app keeps on this device is removed: the stations and NCRs you opened, their texts, images and files.
      </Text>
      <Group justify="space-between" gap="sm">
        {unsaved.length > 0 ? (
          // No trash icon: it is the records' screens' (server/build/chunkGroups.ts), and would split their chunk.
          <Button variant="subtle" color="red" onClick={() => leave('discard')}
            loading={leaving === 'discard'} disabled={leaving === 'keep'}>
            Discard {changes(total)} and sign out
          </Button>
        ) : <span />}
        <Group gap="sm" ml="auto">
          <Button variant="default" onClick={() => modals.close(SIGN_OUT_DIALOG)} disabled={leaving !== null}>Cancel</Button>
          <Button leftSection={<IconLogout size={16} />} onClick={() => leave('keep')} loading={leaving === 'keep'} disabled={leaving === 'discard'} data-autofocus>
            Sign out
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
