import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of fields, two columns from the small breakpoint up. */
export function FieldSection({ title, children, columns = 2 }: { title: string; children: ReactNode; columns?: 1 | 2 | 3 }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h5" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.04em' }}>{title}</Title>
        <SimpleGrid cols={{ base: 1, sm: Math.min(columns, 2), lg: columns }} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
