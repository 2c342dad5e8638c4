import '@mantine/core/styles/Kbd.css';
import { Group, Kbd, Stack, Table, Text, Title } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import { modals } from '../../components/modals.ts';
import { Fragment } from 'react';
import { keyLabel, SHORTCUT_GROUPS, SHORTCUTS, type Shortcut } from './shortcuts.ts';

function Keys({ keys }: Pick<Shortcut, 'keys'>) {
  const os = useOs();
  const mac = os === 'macos' || os === 'ios';
  return (
    <Group gap={6} wrap="nowrap">
      {keys.map((key, i) => (
        <Fragment key={key + i}>
          {i > 0 && <Text span size="xs" c="dimmed">then</Text>}
          <Kbd>{keyLabel(key, mac)}</Kbd>
        </Fragment>
      ))}
    </Group>
  );
}

/** Every shortcut of the table, by group. */
function ShortcutList() {
  return (
    <Stack gap="lg">
      {SHORTCUT_GROUPS.map((group) => (
        <div key={group}>
          <Title order={3} size="h6" c="dimmed" tt="uppercase" mb={4}>{group}</Title>
          <Table verticalSpacing={6} withRowBorders={false}>
            <Table.Tbody>
              {SHORTCUTS.filter((shortcut) => shortcut.group === group).map((shortcut) => (
                <Table.Tr key={shortcut.keys.join(' ')}>
                  <Table.Td w={150}><Keys keys={shortcut.keys} /></Table.Td>
                  <Table.Td>{shortcut.label}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
      <Text size="sm" c="dimmed">Shortcuts wait while you type in a field; Esc leaves the search box.</Text>
    </Stack>
  );
}

const OVERLAY_ID = 'keyboard-shortcuts';

/** Opens the "Keyboard shortcuts" dialog (through showShortcuts.ts); Escape closes it. */
export function openShortcutsOverlay(): void {
  modals.open({
    modalId: OVERLAY_ID, title: 'Keyboard shortcuts', size: 'lg', children: <ShortcutList />,
    styles: { title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 650 } },
  });
}
