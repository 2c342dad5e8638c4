import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { SEARCH_MIN_CHARS } from '../../shared/constants.ts';
import { searchWords } from '../../shared/lists/search.ts';
import { listSearchRef } from '../lib/lists/listSearch.ts';
import classes from './ListSearch.module.css';

interface ListSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** What the search looks in. */
  placeholder: string;
}

/**
 * A list's search box (the '/' shortcut focuses it). The hint that a search needs SEARCH_MIN_CHARS characters
 * shows under it in the FilterBar's gap (ListSearch.module.css), so that it moves neither the box nor what follows.
 * Memoised: the list's other changes (a page, the URL catching up with the typing) do not render it again.
 */
export const ListSearch = memo(function ListSearch({ value, onChange, placeholder }: ListSearchProps) {
  const tooShort = value.trim().length > 0 && searchWords(value).length === 0;
  return (
    <TextInput
      ref={listSearchRef}
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : null}
      inputWrapperOrder={['label', 'input', 'description']}
      description={tooShort ? `Type at least ${SEARCH_MIN_CHARS} characters` : undefined}
      classNames={{ root: classes.root, description: classes.hint }}
      // Mantine spaces an input from the description below it; this one is out of the flow: no space, no shift.
      styles={{ wrapper: { marginBottom: 0 } }}
    />
  );
});
