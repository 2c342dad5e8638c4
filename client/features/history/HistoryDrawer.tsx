import '@mantine/core/styles/Drawer.css';
import { Drawer, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { HistoryPanel, type HistoryPanelProps } from './HistoryPanel.tsx';

/** The History button's drawer (HistoryButton.tsx): the panel while it is open. */
export function HistoryDrawer({ opened, onClose, ...props }: HistoryPanelProps & { opened: boolean; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  // Mounted closed and opened right after: the drawer then slides in, and remembers the button to give the focus
  // back to when it closes (Mantine notes that when `opened` changes, not when it mounts open).
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  const noun = props.target.kind === 'station' ? 'station' : 'NCR';
  return (
    <Drawer opened={shown} onClose={onClose} position="right" size={narrow ? '100%' : 'lg'}
      title={<Text fw={650} size="lg">History</Text>} closeButtonProps={{ 'aria-label': 'Close history' }}>
      <Text size="sm" c="dimmed" mb="md">Every change of this {noun}, newest first.</Text>
      {shown && <HistoryPanel {...props} />}
    </Drawer>
  );
}
