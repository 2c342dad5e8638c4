import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { HeaderButton } from '../../components/HeaderButton.tsx';
import { lazyAtOnce, SuspenseAtOnce } from '../../lib/loading/lazyAtOnce.tsx';
import type { HistoryPanelProps } from './HistoryPanel.tsx';

// The drawer and its panel (the history's queries, its entries with their word diffs, Restore) load when it is
// first opened: the station's and the NCR's header show only this button.
const HistoryDrawer = lazyAtOnce(async () => (await import('./HistoryDrawer.tsx')).HistoryDrawer);

/**
 * The "History" button of a station's or an NCR's header, and the drawer it opens (from the right; the whole
 * screen on a phone): every change of the record, newest first, live, with Restore of earlier values. Escape
 * closes it and the focus goes back to the button.
 */
export function HistoryButton(props: HistoryPanelProps) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <HeaderButton label="History" icon={<IconHistory size={16} aria-hidden />} aria-haspopup="dialog"
        onClick={() => { setUsed(true); setOpened(true); }} />
      {used && <SuspenseAtOnce fallback={null}><HistoryDrawer {...props} opened={opened} onClose={() => setOpened(false)} /></SuspenseAtOnce>}
    </>
  );
}
