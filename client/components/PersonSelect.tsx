import { Select, type SelectProps } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { usePeople } from '../lib/api/commonQueries.ts';

type PersonSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange'> & {
  /** The saved person; '' for nobody. */
  value: string;
  onChange: (person: string) => void;
};

/**
 * A person of the fixed people list, or nobody (SPEC §3, §5: no custom values). Typed text that names no one is
 * never kept: Escape, like leaving the field, puts the saved person's name back. The saved person stays
 * choosable even when the list no longer has them.
 */
export function PersonSelect({ value, onChange, onKeyDown, ...props }: PersonSelectProps) {
  const people = usePeople();
  const [search, setSearch] = useState(value);
  const options = people.data && value && !people.data.includes(value) ? [value, ...people.data] : people.data ?? [];

  const revertOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setSearch(value);
    onKeyDown?.(event);
  };

  return (
    <Select {...props} data={options} value={value || null} onChange={(person) => onChange(person ?? '')}
      searchable searchValue={search} onSearchChange={setSearch} onKeyDown={revertOnEscape} clearable
      placeholder={people.isPending ? 'Loading…' : 'Nobody'} nothingFoundMessage="No such person" />
  );
}
