import { TextInput, type ComboboxItem } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { later, type StandInProps } from '../lib/later.tsx';
import classes from './FilterSelect.module.css';

export interface FilterSelectProps {
  label: string;
  data: readonly ComboboxItem[];
  value: string;
  onChange: (value: string) => void;
  icon?: ReactNode;
}

/**
 * What the filter looks like before its dropdown's code has loaded: the same box with the chosen option, read-only.
 * Reaching for it (pointer or focus) loads the dropdown at once, which then opens with the focus in it.
 */
const FilterSelectStandIn = memo(function FilterSelectStandIn({ label, data, value, icon, reach }: FilterSelectProps & StandInProps) {
  return (
    <TextInput
      label={label}
      value={data.find((option) => option.value === value)?.label ?? ''}
      readOnly
      leftSection={icon}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionWidth={36}
      rightSectionPointerEvents="none"
      className={classes.root}
      onPointerDown={reach}
      onFocus={reach}
    />
  );
});

/** A list's filter dropdown in a FilterBar (FilterSelectDropdown.tsx), its code loaded after the first screen. */
export const FilterSelect = later(async () => (await import('./FilterSelectDropdown.tsx')).FilterSelectDropdown, FilterSelectStandIn);
