import { Group, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { BackLink, type BackLinkTarget } from './BackLink.tsx';
import { PageActions } from './PageActions.tsx';
import type { PageAction } from './pageAction.ts';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The list this page belongs to, linked above the title. */
  back?: BackLinkTarget;
  /** Secondary actions: a "More" menu on a phone. */
  more?: readonly PageAction[];
  /** The primary action, always a button, last in the row. */
  action?: ReactNode;
}

const NO_ACTIONS: readonly PageAction[] = [];

/**
 * Every staff page's header: the page's one h1, what the page is for, and its actions on one row. Memoised: a
 * list page that keeps its props (a `more` list made once) does not render it again at each keystroke.
 */
export const PageHeader = memo(function PageHeader({ title, subtitle, back, more = NO_ACTIONS, action }: PageHeaderProps) {
  return (
    <Stack gap={4}>
      {back && <BackLink {...back} />}
      <Group justify="space-between" align="flex-end" gap="sm" data-testid="page-header">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>{title}</Title>
          {subtitle && <Text c="dimmed" size="sm">{subtitle}</Text>}
        </div>
        {(more.length > 0 || action) && (
          <Group gap="sm" wrap="nowrap" ml="auto" data-testid="page-actions">
            <PageActions actions={more} />
            {action}
          </Group>
        )}
      </Group>
    </Stack>
  );
});
