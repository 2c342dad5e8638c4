import { Button, Collapse, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The collapsible 'More Actions' section at the foot of a detail screen (SPEC §2). */
export function MoreActions({ warning, children }: { warning?: string; children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Stack gap="xs" mt="xl">
      <Button
        variant="subtle" color="gray" onClick={toggle} aria-expanded={opened} w="fit-content"
        leftSection={opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
      >
        More Actions
      </Button>
      <Collapse expanded={opened}>
        <Paper withBorder p="md" radius="md" bg="red.0" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
          <Stack gap="sm" align="flex-start">
            {warning && <Text size="sm" c="red.8">{warning}</Text>}
            {children}
          </Stack>
        </Paper>
      </Collapse>
    </Stack>
  );
}
