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
        {/* The light variant's colours: a red tint in either theme, its text readable on it. */}
        <Paper withBorder p="md" radius="md" bg="var(--mantine-color-red-light)" style={{ borderColor: 'var(--mantine-color-red-light-hover)' }}>
          <Stack gap="sm" align="flex-start">
            {warning && <Text size="sm" c="var(--mantine-color-red-light-color)">{warning}</Text>}
            {children}
          </Stack>
        </Paper>
      </Collapse>
    </Stack>
  );
}
