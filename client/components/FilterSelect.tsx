import { Select, type ComboboxItem } from '@mantine/core';
import { memo, type ReactNode } from 'react';

interface FilterSelectProps {
  label: string;
  data: readonly ComboboxItem[];
  value: string;
  onChange: (value: string) => void;
  icon?: ReactNode;
}

/**
 * A list's filter dropdown in a FilterBar: always a value (no deselect), one width on every list, and a right
 * section of fixed width so that nothing in it moves the box when a value is chosen. Memoised: with a stable
 * onChange it does not render again while the list's search is typed.
 */
export const FilterSelect = memo(function FilterSelect({ label, data, value, onChange, icon }: FilterSelectProps) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => { if (next !== null) onChange(next); }}
      allowDeselect={false}
      leftSection={icon}
      rightSectionWidth={36}
      w={{ base: '100%', sm: 220 }}
    />
  );
});
