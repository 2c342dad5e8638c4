import '@mantine/core/styles/SegmentedControl.css';
import { Box, Button, Group, Input, SegmentedControl, Select } from '@mantine/core';
import { IconFilterOff, IconUser } from '@tabler/icons-react';
import { useId } from 'react';
import { DayInput } from '../../components/DayInput.tsx';
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
        <DayInput label="From" value={view.from} max={view.to} isDay={isActivityDay} onChange={(from) => onChange({ from })} />
        <DayInput label="To" value={view.to} min={view.from} isDay={isActivityDay} onChange={(to) => onChange({ to })} />
      </Group>
      {filtered && (
        <Button variant="subtle" color="gray" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}
