import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import type { Validation } from '../lib/drafts/fieldCheck.ts';


interface ValidatedTextInputProps<V> extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'error'> {
  /** The saved text; when it changes (a save, someone else's edit) and differs from what was typed, it replaces it. */
  value: string;
  /** Text the rules refuse that was typed before (kept in the draft): shown instead of the value. */
  kept?: string;
  validate: (text: string) => Validation<V>;
  /** Called with every valid value. */
  onValid: (value: V) => void;
  /** Called with text the rules refuse (to keep it, unsaved), and with null once the text is valid again. */
  onInvalidText?: (text: string | null) => void;
}

/**
 * A text box that keeps what the user typed and passes on only valid values, so an autosave never sends a
 * value the server would refuse, and a value the server normalises (trimmed) never jumps under the cursor.
 * Refused text stays in the box with its error (and, through onInvalidText, in the draft) until it is fixed.
 */
export function ValidatedTextInput<V>({ value, kept, validate, onValid, onInvalidText, ...props }: ValidatedTextInputProps<V>) {
  const [text, setText] = useState(kept ?? value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (kept === undefined && text.trim() !== value.trim()) setText(value);
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
        if ('value' in checked) {
          onValid(checked.value);
          if (kept !== undefined) onInvalidText?.(null);
        } else {
          onInvalidText?.(next);
        }
      }}
    />
  );
}
