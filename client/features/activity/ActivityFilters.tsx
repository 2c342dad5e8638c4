import '@mantine/core/styles/SegmentedControl.css';
import { Box, Button, Group, Input, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconUser } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FilterBar } from '../../components/FilterBar.tsx';
import type { HistoryKind } from '../../../shared/recordNames.ts';
import type { Account } from '../../../shared/records.ts';
import { isActivityDay, type ActivityView } from './activityView.ts';

const KINDS = [
  { value: 'all', label: 'All' },
  { value: 'station', label: 'Stations' },
  { value: 'issue', label: 'NCRs' },
];

/** What Clear filters sets. */
const NO_FILTERS: Partial<ActivityView> = { person: undefined, kind: undefined, from: undefined, to: undefined };

/** A typed day goes into the URL (a history entry) once the typing stops. */
const DAY_COMMIT_MS = 500;

interface ActivityFiltersProps {
  view: ActivityView;
  /** Sets these filters (undefined clears one), keeping the others. */
  onChange: (change: Partial<ActivityView>) => void;
  /** The accounts the person filter offers; undefined while they load. */
  accounts: Account[] | undefined;
}

/** "Person name (account)" when the account is a person of the people list, else the account. */
const accountLabel = (account: Account) => (account.person ? `${account.person} (${account.name})` : account.name);

/** The Activity page's filters: who, which kind of record, and which days. */
export function ActivityFilters({ view, onChange, accounts }: ActivityFiltersProps) {
  const kindLabel = useId();
  const people = (accounts ?? []).map((account) => ({ value: account.name, label: accountLabel(account) }));
  // A linked view may name an account this list does not have (yet): it is shown all the same.
  if (view.person && !people.some((option) => option.value === view.person)) people.push({ value: view.person, label: view.person });
  const filtered = Object.keys(view).length > 0;

  return (
    <FilterBar>
      <Select
        label="Person"
        placeholder="Anyone"
        data={people}
        value={view.person ?? null}
        onChange={(person) => onChange({ person: person ?? undefined })}
        searchable
        clearable
        // Mantine hides its clear button from the keyboard and screen readers: this one is reachable.
        clearButtonProps={{ 'aria-label': 'Clear person', 'aria-hidden': false, tabIndex: 0 }}
        nothingFoundMessage="No such account"
        leftSection={<IconUser size={16} aria-hidden />}
        w={{ base: '100%', sm: 300 }}
      />
      <Box w={{ base: '100%', sm: 'auto' }}>
        <Input.Label labelElement="div" id={kindLabel}>Kind</Input.Label>
        <SegmentedControl
          aria-labelledby={kindLabel}
          data={KINDS}
          value={view.kind ?? 'all'}
          onChange={(kind) => onChange({ kind: kind === 'all' ? undefined : kind as HistoryKind })}
          fullWidth
        />
      </Box>
      <Group gap="md" wrap="nowrap" style={{ flex: '1 1 300px' }} maw={{ sm: 360 }}>
        <DayInput label="From" value={view.from} max={view.to} onChange={(from) => onChange({ from })} />
        <DayInput label="To" value={view.to} min={view.from} onChange={(to) => onChange({ to })} />
      </Group>
      {filtered && (
        <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}

interface DayInputProps {
  label: string;
  /** 'YYYY-MM-DD', or undefined for no bound. */
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
}

/**
 * A day of the browser's date picker. What it holds while typed (the year '0002' on the way to '2024') stays in
 * the field and is not applied; a whole day, or none, is, once the typing stops.
 */
function DayInput({ label, value, min, max, onChange }: DayInputProps) {
  const [text, setText] = useState(value ?? '');
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value ?? '');
  }
  const commit = useDebouncedCallback((day: string | undefined) => { if (day !== value) onChange(day); }, DAY_COMMIT_MS);
  return (
    <TextInput
      type="date"
      label={label}
      value={text}
      min={min}
      max={max}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next === '') commit(undefined);
        else if (isActivityDay(next)) commit(next);
      }}
      style={{ flex: 1, minWidth: 0 }}
      // A date field is as wide as its text at the least: two of them must fit a phone's width.
      styles={{ input: { minWidth: 0 } }}
    />
  );
}
