import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { usePersonName } from '../lib/format/people.ts';

interface ConflictNoticeProps {
  /** Who changed it (their account), if the record says. */
  by: string | null;
  /** Their value and this device's, as the field shows them (lib/format/fieldValue.ts). */
  theirs: string;
  mine: string;
  onKeepMine: () => void;
  onAccept: () => void;
}

/**
 * Under a field that someone else changed after this device saved it: their later write won (the rule), and
 * one click puts this device's value back, as an ordinary edit (audited, sent to everyone).
 */
export function ConflictNotice({ by, theirs, mine, onKeepMine, onAccept }: ConflictNoticeProps) {
  const personName = usePersonName();
  return (
    <Alert color="yellow" variant="light" p="xs" mt={4} role="status" data-testid="conflict-notice">
      <Text size="sm">
        {by ? `${personName(by)} changed this` : 'Changed elsewhere'} to <b>{theirs}</b> after you saved <b>{mine}</b>.
      </Text>
      <Group gap="xs" mt={6}>
        <Button size="compact-xs" variant="light" leftSection={<IconArrowBackUp size={14} />} onClick={onKeepMine}>Put mine back</Button>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onAccept}>Keep theirs</Button>
      </Group>
    </Alert>
  );
}
