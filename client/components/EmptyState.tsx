import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** What to do about it: a button or a link. */
  action?: ReactNode;
  /** Small, inside a section of a page (a station's NCRs or products) rather than in place of a whole list. */
  compact?: boolean;
  'data-testid'?: string;
}

/** What a list or table shows instead of rows: the same look on every screen. */
export function EmptyState({ icon, title, text, action, compact = false, 'data-testid': testId }: EmptyStateProps) {
  return (
    <MantineEmptyState size={compact ? 'sm' : 'md'} py={compact ? 'xs' : 'xl'} px="md" title={title} description={text} icon={icon}
      withIndicatorBackground data-testid={testId}>
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
