import { Badge, Tooltip } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useConnectionState } from '../lib/useLive.ts';
import { notifySuccess } from './notify.ts';

/** Says when changes are not arriving live, and when the screen has caught up after a reconnect. */
export function ConnectionBadge() {
  const state = useConnectionState();
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

  if (state === 'live') {
    return <Tooltip label="Changes by others appear as they happen"><Badge color="teal" variant="dot" data-testid="connection">Live</Badge></Tooltip>;
  }
  return (
    <Tooltip label="Reconnecting: changes by others are not shown until the connection is back">
      <Badge color="red" variant="light" data-testid="connection">{state === 'connecting' ? 'Connecting…' : 'Offline'}</Badge>
    </Tooltip>
  );
}
