import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { parseDateOnly } from '../../../shared/dates.ts';
import type { ActionDue } from '../../../shared/lists/actionList.ts';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { CUSTOM_DUE, type Option } from './actionsView.ts';

interface DueRangeProps {
  options: Option[];
  value: string;
  due: ActionDue;
  icon: ReactNode;
  /** A choice of the select other than a range of days. */
  onChoose: (value: string) => void;
  /** A range of days: either end may be open (null). */
  onRange: (from: string | null, to: string | null) => void;
}

/** A typed day goes into the URL once the typing stops. */
const DAY_COMMIT_MS = 500;

/** The due filter: a choice (overdue, within N days, …), or 'Due between…' and its two days. */
export function DueRange({ options, value, due, icon, onChoose, onRange }: DueRangeProps) {
  const [custom, setCustom] = useState(false);
  const range = due.kind === 'range' ? due : null;
  const shown = custom || range !== null;
  return (
    <>
      <FilterSelect label="Due" data={options} value={shown ? CUSTOM_DUE : value} icon={icon}
        onChange={(next) => {
          setCustom(next === CUSTOM_DUE);
          onChoose(next);
        }} />
      {shown && (
        <Group gap="md" wrap="nowrap" style={{ flex: '1 1 280px', gridColumn: '1 / -1' }} maw={{ sm: 340 }}>
          <DayInput label="Due from" value={range?.from ?? null} max={range?.to ?? undefined} onChange={(from) => onRange(from, range?.to ?? null)} />
          <DayInput label="Due to" value={range?.to ?? null} min={range?.from ?? undefined} onChange={(to) => onRange(range?.from ?? null, to)} />
        </Group>
      )}
    </>
  );
}

interface DayInputProps { label: string; value: string | null; min?: string; max?: string; onChange: (value: string | null) => void }

/** A day of the browser's date picker, applied once it is a whole day (or none) and the typing has stopped. */
function DayInput({ label, value, min, max, onChange }: DayInputProps) {
  const [text, setText] = useState(value ?? '');
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value ?? '');
  }
  const commit = useDebouncedCallback((day: string | null) => { if (day !== value) onChange(day); }, DAY_COMMIT_MS);
  return (
    <TextInput type="date" label={label} value={text} min={min} max={max} style={{ flex: 1, minWidth: 0 }} styles={{ input: { minWidth: 0 } }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next === '') commit(null);
        else if (parseDateOnly(next) === next) commit(next);
      }} />
  );
}
