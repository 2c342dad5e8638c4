import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { later } from '../lib/loading/later.tsx';
import { MoreButton } from './MoreButton.tsx';
import { anchorProps, type PageAction } from './pageAction.ts';

/** The "More" menu (PageActionsMenu.tsx), its code (Mantine's Menu, floating-ui) loaded after the first screen. */
const MoreActionsMenu = later<{ actions: readonly PageAction[] }>(
  async () => (await import('./PageActionsMenu.tsx')).PageActionsMenu,
  ({ reach }) => <MoreButton onClick={reach} />,
);

/**
 * A header's secondary actions: buttons from the sm breakpoint up; on a phone, two or more of them are one
 * "More" menu, so that the header's buttons stay on one row at 390 px.
 */
export function PageActions({ actions }: { actions: readonly PageAction[] }) {
  const menu = actions.length > 1;
  const visibleFrom = menu ? 'sm' : undefined;
  return (
    <>
      {actions.map((action) => action.to ? (
        <Button key={action.label} component={Link} to={action.to} variant="default" leftSection={action.icon} visibleFrom={visibleFrom}>
          {action.label}
        </Button>
      ) : (
        <Button key={action.label} component="a" {...anchorProps(action)} variant="default" leftSection={action.icon} visibleFrom={visibleFrom}>
          {action.label}
        </Button>
      ))}
      {menu && <MoreActionsMenu actions={actions} />}
    </>
  );
}
