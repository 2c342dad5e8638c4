import { Badge, Tooltip } from '@mantine/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';

/** The dirty-state indicator: a save icon while there are unsaved changes (SPEC §2). */
export function SaveState({ dirty }: { dirty: boolean }) {
  return dirty ? (
    <Tooltip label="Unsaved changes: saving…">
      <Badge color="orange" variant="light" leftSection={<IconDeviceFloppy size={14} />} data-testid="save-state">Unsaved</Badge>
    </Tooltip>
  ) : (
    <Badge color="gray" variant="light" leftSection={<IconCheck size={14} />} data-testid="save-state">Saved</Badge>
  );
}
