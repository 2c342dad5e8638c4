import { Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import classes from './Layout.module.css';

export interface AccountMenuProps {
  /** The person's name, on the button. */
  shownName: string;
  /** The account's name, in the menu. */
  account: string | undefined;
}

type AccountButtonProps = UnstyledButtonProps & ComponentPropsWithoutRef<'button'> & { shownName: string };

/** The header's account button: the menu's target, and its stand-in until the menu's code has loaded (AccountMenu.tsx). */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton({ shownName, className, ...props }, ref) {
  return (
    // The name says whose account it is; it must also be in the button's name (WCAG 2.5.3).
    <UnstyledButton ref={ref} {...props} className={className ? `${classes.user} ${className}` : classes.user} aria-label={`Account: ${shownName}`} aria-haspopup="menu">
      <Text size="sm" fw={500}>{shownName}</Text>
      <IconChevronDown size={14} aria-hidden />
    </UnstyledButton>
  );
});
