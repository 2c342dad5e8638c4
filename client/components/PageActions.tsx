import { Button, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A secondary action of a page header: an app route (to) or a plain link (href: a download, another tab). */
export interface PageAction {
  label: string;
  icon: ReactNode;
  to?: string;
  href?: string;
  download?: boolean;
  newTab?: boolean;
}

const anchorProps = (action: PageAction) => ({
  href: action.href,
  download: action.download || undefined,
  target: action.newTab ? '_blank' : undefined,
  rel: action.newTab ? 'noopener' : undefined,
});

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
      {menu && <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" hiddenFrom="sm" leftSection={<IconDots size={16} aria-hidden />}>More</Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => action.to ? (
            <Menu.Item key={action.label} component={Link} to={action.to} leftSection={action.icon}>{action.label}</Menu.Item>
          ) : (
            <Menu.Item key={action.label} component="a" {...anchorProps(action)} leftSection={action.icon}>{action.label}</Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>}
    </>
  );
}
