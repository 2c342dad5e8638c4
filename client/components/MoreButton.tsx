import { Button } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/** The phone's "More" button of a page header: its menu's target, and its stand-in until the menu's code has loaded. */
export const MoreButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function MoreButton(props, ref) {
  return <Button ref={ref} variant="default" hiddenFrom="sm" leftSection={<IconDots size={16} aria-hidden />} aria-haspopup="menu" {...props}>More</Button>;
});
