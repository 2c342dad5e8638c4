import { Anchor, Button, Group, Loader, Paper, Select, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHierarchy2, IconLinkOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import type { ParentRef } from '../../../shared/records.ts';
import { useStations } from './api.ts';
import { parentCandidates } from './stationTree.ts';

interface ParentPickerProps {
  sid: number;
  parent: ParentRef | null;
  busy: boolean;
  /** Connecting and disconnecting need the network. */
  disabled?: boolean;
  onConnect: (parentSid: number) => void;
  onDisconnect: () => void;
}

/** 'Connect to Parent Project' while the station has no parent; otherwise the parent's card (SPEC §2). */
export function ParentPicker({ sid, parent, busy, disabled = false, onConnect, onDisconnect }: ParentPickerProps) {
  if (parent) return <ParentCard parent={parent} busy={busy} disabled={disabled} onDisconnect={onDisconnect} />;
  return <ConnectParent sid={sid} busy={busy} disabled={disabled} onConnect={onConnect} />;
}

function ConnectParent({ sid, busy, disabled, onConnect }: Pick<ParentPickerProps, 'sid' | 'busy' | 'disabled' | 'onConnect'>) {
  // The whole list is loaded, and the candidates (every other station of the fleet, sorted) made, when the dropdown
  // opens, not with the screen (a large fleet's list is megabytes).
  const [opened, setOpened] = useState(false);
  const stations = useStations(opened);
  const options = useMemo(
    () => (opened ? parentCandidates(sid, stations.data ?? []).map((s) => ({ value: s.sid, label: `${s.projId} ${s.name}` })) : []),
    [opened, sid, stations.data],
  );
  return (
    <Select<number>
      label="Connect to Parent Project"
      placeholder={disabled ? 'Needs the network' : stations.isLoading ? 'Loading stations…' : 'Search by project id or name'}
      data={options}
      value={null}
      onChange={(value) => { if (value !== null) onConnect(value); }}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      searchable
      limit={100}
      nothingFoundMessage={stations.isLoading ? 'Loading stations…' : 'No station found'}
      disabled={busy || disabled}
      rightSection={busy || stations.isLoading ? <Loader size="xs" /> : undefined}
      leftSection={<IconHierarchy2 size={16} aria-hidden />}
    />
  );
}

function ParentCard({ parent, busy, disabled, onDisconnect }: { parent: ParentRef; busy: boolean; disabled: boolean; onDisconnect: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" data-testid="parent-card">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size="lg" radius="md"><IconHierarchy2 size={18} aria-hidden /></ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">Parent project</Text>
            <Anchor component={Link} to={paths.station(parent.sid)} fw={600} size="sm" truncate title={parent.name}>{parent.name}</Anchor>
            <Text size="xs" c="dimmed">Project {parent.projId} · sid {parent.sid}</Text>
          </Stack>
        </Group>
        <Button variant="subtle" color="red" size="xs" leftSection={<IconLinkOff size={14} />} onClick={onDisconnect} loading={busy} disabled={disabled} style={{ flexShrink: 0 }}>
          Disconnect
        </Button>
      </Group>
    </Paper>
  );
}
