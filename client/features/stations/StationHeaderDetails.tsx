import { Box, Text } from '@mantine/core';
import type { ParentRef } from '../../../shared/records.ts';
import { LastModified } from '../../components/LastModified.tsx';
import { ParentPicker } from './ParentPicker.tsx';

interface StationHeaderDetailsProps {
  sid: number;
  parent: ParentRef | null;
  busy: boolean;
  online: boolean;
  onConnect: (parentSid: number) => void;
  onDisconnect: () => void;
  modif: string;
  modBy: string;
}

/**
 * The end of a station's header: its parent project (or the picker to connect one) and when and by whom it was
 * last modified. Its code loads, and it renders, once the rest of the header has painted: a select with its
 * popover, and the first date formatter of the page (the locale's data), are the header's costliest parts.
 */
export function StationHeaderDetails({ sid, parent, busy, online, onConnect, onDisconnect, modif, modBy }: StationHeaderDetailsProps) {
  return (
    <>
      <Box mt="xs" maw={560}>
        <ParentPicker sid={sid} parent={parent} busy={busy} disabled={!online} onConnect={onConnect} onDisconnect={onDisconnect} />
      </Box>
      <Text size="xs" c="dimmed" mt="xs" data-testid="last-modified">
        <LastModified at={modif} by={modBy} />
      </Text>
    </>
  );
}
