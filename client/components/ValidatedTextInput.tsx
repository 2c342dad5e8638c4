import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

/** A checked text: the value to save, or the error to show. */
export type Validation<V> = { value: V } | { error: string };

interface ValidatedTextInputProps<V> extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'error'> {
  /** The saved text; when it changes (a save, someone else's edit) and differs from what was typed, it replaces it. */
  value: string;
  validate: (text: string) => Validation<V>;
  /** Called with every valid value; invalid text stays in the box with its error and is not saved. */
  onValid: (value: V) => void;
}

/**
 * A text box that keeps what the user typed and passes on only valid values, so an autosave never sends a
 * value the server would refuse, and a value the server normalises (trimmed) never jumps under the cursor.
 */
export function ValidatedTextInput<V>({ value, validate, onValid, ...props }: ValidatedTextInputProps<V>) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (text.trim() !== value.trim()) setText(value);
  }
  const result = validate(text);
  return (
    <TextInput
      {...props}
      value={text}
      error={'error' in result ? result.error : null}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const checked = validate(next);
        if ('value' in checked) onValid(checked.value);
      }}
    />
  );
}
