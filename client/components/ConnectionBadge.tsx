import { Badge } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useOnline } from '../lib/offline/online.ts';
import { useSignedOut } from '../lib/api/session.ts';
import { useConnectionState } from '../lib/live/useLive.ts';
import { LaterTooltip } from './LaterTooltip.tsx';
import { notifySuccess } from './notify.ts';

/** Says when changes are not arriving live, and when the screen has caught up after a reconnect. */
export function ConnectionBadge() {
  const state = useConnectionState();
  const signedOut = useSignedOut();
  const online = useOnline();
  const wasLive = useRef(false);
  const lost = useRef(false);
  useEffect(() => {
    if (state === 'live') {
      if (lost.current) notifySuccess('Reconnected: the screen is up to date again');
      wasLive.current = true;
      lost.current = false;
    } else if (wasLive.current) {
      lost.current = true;
    }
  }, [state]);

  // Without a network it is not live, whatever the socket's state: Socket.IO's client drops its connection at the
  // browser's offline event except on localhost, where it notices only when a ping goes unanswered.
  if (state === 'live' && online) {
    return <LaterTooltip label="Changes by others appear as they happen"><Badge color="teal" variant="dot" data-testid="connection">Live</Badge></LaterTooltip>;
  }
  if (signedOut) {
    return <LaterTooltip label="Sign in again to see changes by others"><Badge color="red" variant="light" data-testid="connection">Signed out</Badge></LaterTooltip>;
  }
  // Every page connects as it opens (its socket comes after the first screen): grey, not an alarm. A connection
  // lost after it was live is one (wasLive is set once it has rendered live).
  const connecting = state === 'connecting' && online;
  if (connecting && !wasLive.current) {
    return <LaterTooltip label="Changes by others show once connected"><Badge color="gray" variant="light" data-testid="connection">Connecting…</Badge></LaterTooltip>;
  }
  return (
    <LaterTooltip label="Reconnecting: changes by others are not shown until the connection is back">
      <Badge color="red" variant="light" data-testid="connection">{connecting ? 'Reconnecting…' : 'Offline'}</Badge>
    </LaterTooltip>
  );
}
