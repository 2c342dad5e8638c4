import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconCalendarPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { NOT_SET_DATE } from '../../../shared/constants.ts';
import { parseDateOnly, todayDate } from '../../../shared/dates.ts';

interface DateComboProps {
  label: string;
  /** The wire value: 'YYYY-MM-DD', or a 1979 date / '' for not set. */
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * A date typed as YYYY-MM-DD, with a button that toggles between not set and today (SPEC §3). A not-set
 * date shows as empty; a typed date that is not valid shows an error and is not saved.
 */
export function DateCombo({ label, value, onChange, onFocus, onBlur }: DateComboProps) {
  const shown = parseDateOnly(value) ?? '';
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const [touched, setTouched] = useState(false);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }

  const trimmed = text.trim();
  const valid = trimmed === '' || parseDateOnly(trimmed) !== null;
  const showError = !valid && (touched || trimmed.length >= 10);

  function type(next: string) {
    setText(next);
    const candidate = next.trim();
    if (candidate === '') onChange(NOT_SET_DATE);
    else {
      const parsed = parseDateOnly(candidate);
      if (parsed !== null) onChange(parsed);
    }
  }

  const isSet = shown !== '';
  const toggleLabel = isSet ? 'Clear date' : 'Set to today';
  function toggle() {
    const next = isSet ? '' : todayDate();
    setText(next);
    setTouched(false);
    onChange(next || NOT_SET_DATE);
  }

  return (
    <TextInput
      label={label}
      placeholder="YYYY-MM-DD"
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={() => {
        setTouched(true);
        onBlur?.();
      }}
      onFocus={() => {
        setTouched(false);
        onFocus?.();
      }}
      error={showError ? 'Enter a valid date as YYYY-MM-DD' : undefined}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      rightSectionPointerEvents="all"
      rightSection={
        <Tooltip label={toggleLabel} withArrow openDelay={400}>
          <ActionIcon variant="subtle" color={isSet ? 'gray' : 'blue'} aria-label={`${toggleLabel}: ${label}`} onClick={toggle} size="md">
            {isSet ? <IconX size={16} /> : <IconCalendarPlus size={16} />}
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
