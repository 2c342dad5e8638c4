import { later } from '../lib/loading/later.tsx';
import { AccountButton, type AccountMenuProps } from './AccountButton.tsx';

/** The header's account menu (AccountMenuDropdown.tsx), its code (Mantine's Menu, floating-ui) loaded after the first screen. */
export const AccountMenu = later<AccountMenuProps>(
  async () => (await import('./AccountMenuDropdown.tsx')).AccountMenuDropdown,
  ({ shownName, reach }) => <AccountButton shownName={shownName} onClick={reach} />,
);
