import { Box, UnstyledButton, type BoxProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { SortDir } from '../../shared/lists/sortKeys.ts';
import classes from './SortableTh.module.css';

interface SortableThProps extends BoxProps, Omit<ComponentPropsWithoutRef<'th'>, 'onClick' | 'style' | 'color'> {
  label: string;
  /** This column's direction when the list is sorted by it, else null. */
  sorted: SortDir | null;
  onSort: () => void;
}

/** A column header that sorts the list: a click sorts by it, another reverses; an arrow and aria-sort say how. */
export function SortableTh({ label, sorted, onSort, className, ...props }: SortableThProps) {
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconSelector;
  return (
    <Box component="th" {...props} className={`${classes.th}${className ? ` ${className}` : ''}`}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
      <UnstyledButton className={classes.button} onClick={onSort} data-sorted={sorted ?? undefined}
        title={sorted ? `Sorted by ${label}, ${sorted === 'asc' ? 'ascending' : 'descending'}; click to reverse` : `Sort by ${label}`}>
        <span>{label}</span>
        <Icon size={14} stroke={sorted ? 2.2 : 1.6} className={classes.icon} aria-hidden />
      </UnstyledButton>
    </Box>
  );
}
