import { ActionIcon, Button } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { LaterTooltip } from './LaterTooltip.tsx';

type ButtonAttributes = Pick<ComponentPropsWithoutRef<'button'>, 'onClick' | 'disabled' | 'title' | 'aria-haspopup' | 'aria-live'>;

/**
 * A record header's button: its icon and label from the sm breakpoint up; on a phone its icon alone, the label
 * as its name and tooltip, so that the header's actions stay on one row at 390 px (the lists' headers put theirs
 * in a More menu instead).
 */
export function HeaderButton({ label, icon, ...attributes }: { label: string; icon: ReactNode } & ButtonAttributes) {
  return (
    <>
      <Button variant="default" size="sm" leftSection={icon} visibleFrom="sm" {...attributes}>{label}</Button>
      <LaterTooltip label={label} withArrow openDelay={300}>
        <ActionIcon variant="default" size={36} aria-label={label} hiddenFrom="sm" {...attributes}>{icon}</ActionIcon>
      </LaterTooltip>
    </>
  );
}
