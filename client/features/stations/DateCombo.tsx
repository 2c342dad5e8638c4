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
  /** Text that is not a date, typed before (kept in the draft): shown instead of the value. */
  kept?: string;
  /** Called with text that is not a date (to keep it, unsaved), and with null once it is one again. */
  onInvalidText?: (text: string | null) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * A date typed as YYYY-MM-DD, with a button that toggles between not set and today (SPEC §3). A not-set
 * date shows as empty; a typed date that is not valid shows an error and is not saved (but kept, onInvalidText).
 */
export function DateCombo({ label, value, onChange, kept, onInvalidText, onFocus, onBlur }: DateComboProps) {
  const shown = parseDateOnly(value) ?? '';
  const [text, setText] = useState(kept ?? shown);
  const [lastShown, setLastShown] = useState(shown);
  const [touched, setTouched] = useState(kept !== undefined);
  if (shown !== lastShown) {
    setLastShown(shown);
    if (kept === undefined) setText(shown);
  }

  const trimmed = text.trim();
  const valid = trimmed === '' || parseDateOnly(trimmed) !== null;
  const showError = !valid && (touched || trimmed.length >= 10);

  function type(next: string) {
    setText(next);
    const candidate = next.trim();
    const parsed = candidate === '' ? NOT_SET_DATE : parseDateOnly(candidate);
    if (parsed === null) return onInvalidText?.(next);
    onChange(parsed);
    if (kept !== undefined) onInvalidText?.(null);
  }

  const isSet = shown !== '';
  const toggleLabel = isSet ? 'Clear date' : 'Set to today';
  function toggle() {
    const next = isSet ? '' : todayDate();
    setText(next);
    setTouched(false);
    onChange(next || NOT_SET_DATE);
    if (kept !== undefined) onInvalidText?.(null);
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
