import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LoadedProps } from '../lib/loading/later.tsx';
import { MoreButton } from './MoreButton.tsx';
import { anchorProps, type PageAction } from './pageAction.ts';

/** A page header's secondary actions as one "More" menu, on a phone (PageActions.tsx). */
export function PageActionsMenu({ actions, reached }: { actions: readonly PageAction[] } & LoadedProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={reached}>
      <Menu.Target>
        <MoreButton />
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => action.to ? (
          <Menu.Item key={action.label} component={Link} to={action.to} leftSection={action.icon}>{action.label}</Menu.Item>
        ) : (
          <Menu.Item key={action.label} component="a" {...anchorProps(action)} leftSection={action.icon}>{action.label}</Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
