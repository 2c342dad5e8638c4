import { Menu } from '@mantine/core';
import { IconDeviceTv, IconKeyboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { askToSignOut } from '../features/auth/askToSignOut.tsx';
import { showShortcuts } from '../features/commands/showShortcuts.ts';
import type { LoadedProps } from '../lib/loading/later.tsx';
import { AccountButton, type AccountMenuProps } from './AccountButton.tsx';
import { ColorSchemeMenuItems } from './ColorSchemeMenuItems.tsx';

/** The header's account menu: wall screens, the theme, the shortcuts, signing out. */
export function AccountMenuDropdown({ shownName, account, reached }: AccountMenuProps & LoadedProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={reached}>
      <Menu.Target>
        <AccountButton shownName={shownName} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as {account}</Menu.Label>
        <Menu.Item component={Link} to={paths.kiosks} leftSection={<IconDeviceTv size={14} />}>Wall screens</Menu.Item>
        <ColorSchemeMenuItems />
        <Menu.Item leftSection={<IconKeyboard size={14} />} onClick={showShortcuts}>Keyboard shortcuts</Menu.Item>
        <Menu.Item leftSection={<IconLogout size={14} />} onClick={() => void askToSignOut(account)}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
