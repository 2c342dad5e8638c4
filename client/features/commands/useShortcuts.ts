import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { useState } from 'react';
import { keySequenceMatcher } from './keySequence.ts';
import { PALETTE_ATTRIBUTE } from './paletteStore.ts';
import { hotkeysOf, SHORTCUTS } from './shortcuts.ts';
import { useRunShortcut } from './useRunShortcut.ts';

const INPUT_TYPES_NOT_TYPED = new Set(['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset', 'image']);

/**
 * True where a key types text: there, keys that type a character are the user's, not shortcuts. A read-only
 * input types nothing (a Select that is not searchable): shortcuts work there.
 */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  return target instanceof HTMLInputElement && !target.readOnly && !INPUT_TYPES_NOT_TYPED.has(target.type);
}

/**
 * Inside a dialog (a confirmation, the overlay) the dialog's own keys apply; in the palette's, Ctrl/⌘-K too (it
 * closes the palette, or opens it again while it fades out).
 */
const inOtherDialog = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('[aria-modal="true"]') && !target.closest(`[${PALETTE_ATTRIBUTE}]`);

const KEYS = [...new Set(SHORTCUTS.flatMap((shortcut) => shortcut.keys))];
const KEYS_IN_FIELDS = new Set(SHORTCUTS.filter((shortcut) => shortcut.inFields).flatMap((shortcut) => shortcut.keys));

/** The keyboard shortcuts of the table (shortcuts.ts), on every staff screen. */
export function useShortcuts(): void {
  const run = useRunShortcut();
  const [feed] = useState(() => keySequenceMatcher(SHORTCUTS));

  const onKey = (key: string, event: KeyboardEvent) => {
    if (event.repeat || event.defaultPrevented || inOtherDialog(event.target)) return;
    const typing = typesText(event.target);
    if (typing && !KEYS_IN_FIELDS.has(key)) return;
    const shortcut = feed(key, event.timeStamp);
    if (!shortcut || shortcut === 'pending' || (typing && !shortcut.inFields)) return;
    if (run(shortcut)) event.preventDefault();
  };

  // The fields and dialogs are told apart above, so useHotkeys is asked to ignore none (no tags, contenteditable on).
  useHotkeys(KEYS.flatMap((key) => hotkeysOf(key).map((hotkey): HotkeyItem => [hotkey, (event: KeyboardEvent) => onKey(key, event), { preventDefault: false }])), [], true);
}
