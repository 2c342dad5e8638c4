import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

/** Offline, a record this device has not opened before: nothing to show until the network is back. */
export function OfflineMissing({ what }: { what: string }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="grape"><IconCloudOff size={26} aria-hidden /></ThemeIcon>
        <Title order={2} size="h4">You are offline</Title>
        <Text c="dimmed">{what} was not opened on this device before, so there is nothing to show yet. It loads as soon as the network is back.</Text>
      </Stack>
    </Center>
  );
}
