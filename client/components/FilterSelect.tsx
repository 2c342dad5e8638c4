import { TextInput } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { memo } from 'react';
import { later, type StandInProps } from '../lib/loading/later.tsx';
import classes from './FilterSelect.module.css';
import type { FilterSelectProps } from './FilterSelectDropdown.tsx';

/**
 * What the filter looks like before its dropdown's code has loaded: the same box with the chosen option, read-only.
 * Clicking it loads the dropdown at once (the press's focus has started it), which then opens with the focus in it;
 * focusing it (Tab) loads it closed, with the focus in it, so that the keys open it.
 */
const FilterSelectStandIn = memo(function FilterSelectStandIn({ label, data, value, icon, reach, prepare }: FilterSelectProps & StandInProps) {
  return (
    <TextInput
      label={label}
      value={data.find((option) => option.value === value)?.label ?? ''}
      readOnly
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      leftSection={icon}
      rightSection={<IconSelector size={15} stroke={1.5} aria-hidden />}
      rightSectionWidth={36}
      rightSectionPointerEvents="none"
      className={classes.root}
      onClick={reach}
      onFocus={prepare}
    />
  );
});

/** A list's filter dropdown in a FilterBar (FilterSelectDropdown.tsx), its code loaded after the first screen. */
export const FilterSelect = later(async () => (await import('./FilterSelectDropdown.tsx')).FilterSelectDropdown, FilterSelectStandIn);
