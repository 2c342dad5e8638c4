import { Select, type ComboboxItem } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { LoadedProps } from '../lib/loading/later.tsx';
import classes from './FilterSelect.module.css';

/** A filter's props; its stand-in (FilterSelect.tsx) takes the same. */
export interface FilterSelectProps {
  label: string;
  data: readonly ComboboxItem[];
  value: string;
  onChange: (value: string) => void;
  icon?: ReactNode;
}

/**
 * A list's filter dropdown in a FilterBar: always a value (no deselect), one width on every list, and a right
 * section of fixed width so that nothing in it moves the box when a value is chosen. Memoised: with a stable
 * onChange it does not render again while the list's search is typed. Loaded after the first screen (FilterSelect.tsx).
 */
export const FilterSelectDropdown = memo(function FilterSelectDropdown({ label, data, value, onChange, icon, reached }: FilterSelectProps & LoadedProps) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => { if (next !== null) onChange(next); }}
      allowDeselect={false}
      leftSection={icon}
      rightSectionWidth={36}
      className={classes.root}
      defaultDropdownOpened={reached}
    />
  );
});
