import { Box, Flex, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface FilterBarProps {
  /** The search box and the selects, on one row where they fit. */
  children: ReactNode;
  /** Under the row: the chips of the filters a link set. */
  below?: ReactNode;
}

/**
 * The card above a list that narrows it. Its rows are lg apart and it has lg below them: room for the line of a
 * search box's hint (ListSearch), which thus moves nothing.
 */
export function FilterBar({ children, below }: FilterBarProps) {
  return (
    <Paper withBorder radius="md" p="md" pb="lg" role="search" data-testid="filter-bar">
      <Flex align="flex-end" columnGap="md" rowGap="lg" wrap="wrap">{children}</Flex>
      {below && <Box mt="sm">{below}</Box>}
    </Paper>
  );
}
