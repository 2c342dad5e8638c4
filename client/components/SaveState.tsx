import { Badge, useMatches, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { IconAlertTriangle, IconCheck, IconCloudOff, IconDeviceFloppy, IconLock, IconLoader2 } from '@tabler/icons-react';
import { describeSaveState, describeSaveStateShort, nextAnnouncement, type SaveState as State } from '../lib/drafts/saveState.ts';
import { LaterTooltip } from './LaterTooltip.tsx';

const LOOKS: Record<State['kind'], { color: string; icon: typeof IconCheck; hint: string }> = {
  saved: { color: 'gray', icon: IconCheck, hint: 'Everything is saved on the server' },
  saving: { color: 'blue', icon: IconLoader2, hint: 'Sending your changes to the server' },
  unsaved: { color: 'orange', icon: IconDeviceFloppy, hint: 'Saved automatically in a moment' },
  offline: { color: 'grape', icon: IconCloudOff, hint: 'No network: your changes are kept on this device and sent when it is back' },
  signedOut: { color: 'red', icon: IconLock, hint: 'Your session ended: sign in again and your changes are sent' },
  invalid: { color: 'red', icon: IconAlertTriangle, hint: 'Fix the marked fields: until then they are not saved (the others are)' },
};

/**
 * The record's save state in the header (SPEC §2 dirty-state indicator), over every field of both kinds, in few
 * words on a phone. The badge changes with every edit, so it is no live region itself: a polite one beside it says
 * only what settles.
 */
export function SaveState({ state }: { state: State }) {
  const look = LOOKS[state.kind];
  const Icon = look.icon;
  const [announced, setAnnounced] = useState<string | null>(null);
  const next = nextAnnouncement(announced, state);
  if (next !== announced) setAnnounced(next);
  const describe = useMatches({ base: describeSaveStateShort, sm: describeSaveState }, { getInitialValueInEffect: false });
  return (
    <>
      <LaterTooltip label={look.hint} multiline maw={280}>
        <Badge color={look.color} variant="light" leftSection={<Icon size={14} aria-hidden />} data-testid="save-state" data-state={state.kind}
          styles={{ label: { textTransform: 'none' } }}>
          {describe(state)}
        </Badge>
      </LaterTooltip>
      <VisuallyHidden role="status" data-testid="save-state-announcement">{next}</VisuallyHidden>
    </>
  );
}
