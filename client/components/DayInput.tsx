import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { parseDateOnly } from '../../shared/dates.ts';

/** A typed day goes into the URL (a history entry) once the typing stops. */
const DAY_COMMIT_MS = 500;

interface DayInputProps {
  label: string;
  /** 'YYYY-MM-DD', or undefined for no bound. */
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Which typed days are applied (by default every whole day). */
  isDay?: (text: string) => boolean;
}

const wholeDay = (text: string) => parseDateOnly(text) === text;

/**
 * A day of the browser's date picker, a bound of a filter's range (Activity's days, My actions' due dates). What it
 * holds while typed (the year '0002' on the way to '2024') stays in the field and is not applied; a whole day, or
 * none, is, once the typing stops.
 */
export function DayInput({ label, value, min, max, onChange, isDay = wholeDay }: DayInputProps) {
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
        else if (isDay(next)) commit(next);
      }}
      style={{ flex: 1, minWidth: 0 }}
      // A date field is as wide as its text at the least: two of them must fit a phone's width.
      styles={{ input: { minWidth: 0 } }}
    />
  );
}
