import { Button, Group, Text } from '@mantine/core';

interface NotificationActionProps {
  /** The button's DOM id: notify.ts gives it the focus once shown. */
  id: string;
  message: string;
  label: string;
  onClick: () => void;
}

/** A notification's text with one action button after it (e.g. "Product … removed" and Undo). */
export function NotificationAction({ id, message, label, onClick }: NotificationActionProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{message}</Text>
      <Button id={id} size="compact-sm" variant="light" onClick={onClick} style={{ flexShrink: 0 }}>{label}</Button>
    </Group>
  );
}
