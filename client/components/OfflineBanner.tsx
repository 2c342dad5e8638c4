import { Alert } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useOnline } from '../lib/offline/online.ts';
import { usePendingOnDevice } from '../lib/offline/pendingOnDevice.ts';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;
/** How long "all saved" stays after the changes kept offline have gone out. */
const DONE_MS = 6000;

/**
 * Offline: says so and how many changes wait on this device. Back online: how many are being sent, then that
 * they all went out. Nothing while online with nothing kept.
 */
export function OfflineBanner({ user }: { user: string | undefined }) {
  const online = useOnline();
  const pending = usePendingOnDevice(user);
  const [catchingUp, setCatchingUp] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!online) {
      setCatchingUp(true);
      setDone(false);
    } else if (catchingUp && pending === 0) {
      setCatchingUp(false);
      setDone(true);
    }
  }, [online, pending, catchingUp]);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setDone(false), DONE_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  let banner: { color: string; icon: typeof IconCloudOff; text: string } | null = null;
  if (!online) {
    banner = {
      color: 'grape',
      icon: IconCloudOff,
      text: pending > 0
        ? `Offline: ${changes(pending)} kept on this device, sent when the network is back.`
        : 'Offline: showing what this device saved. Changes you make are kept here and sent when the network is back.',
    };
  } else if (catchingUp && pending > 0) {
    banner = { color: 'blue', icon: IconCloudUpload, text: `Back online: sending ${changes(pending)} kept on this device…` };
  } else if (done) {
    banner = { color: 'teal', icon: IconCloudCheck, text: 'Back online: everything kept on this device is saved.' };
  }
  if (!banner) return null;
  const Icon = banner.icon;
  return (
    <Alert color={banner.color} variant="light" icon={<Icon size={18} />} role="status" data-testid="offline-banner" py="xs" mb="md">
      {banner.text}
    </Alert>
  );
}
