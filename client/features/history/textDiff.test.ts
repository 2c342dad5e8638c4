import { describe, expect, it } from 'vitest';
import { DIFF_CONTEXT, wordDiff } from './textDiff.ts';

const text = (parts: { text: string; change: string }[], change: string) => parts.filter((p) => p.change === change).map((p) => p.text.trim());

describe('wordDiff', () => {
  it('marks the words put in and taken out, and keeps the rest', () => {
    const parts = wordDiff('Oil leak at the flange', 'Oil leak at the lower flange, fixed');
    expect(text(parts, 'added')).toEqual(['lower', ', fixed']);
    expect(text(parts, 'removed')).toEqual([]);
    expect(parts.filter((p) => p.change !== 'removed').map((p) => p.text).join('')).toBe('Oil leak at the lower flange, fixed');
    expect(parts.filter((p) => p.change !== 'added').map((p) => p.text).join('')).toBe('Oil leak at the flange');
  });

  it('shows a replaced word as removed and added, line breaks kept', () => {
    const parts = wordDiff('first line\nsecond line', 'first line\nthird line');
    expect(text(parts, 'removed')).toEqual(['second']);
    expect(text(parts, 'added')).toEqual(['third']);
    expect(parts.map((p) => p.text).join('')).toContain('\n');
  });

  it('a text written from nothing, or emptied, is one addition or removal', () => {
    expect(wordDiff('', 'New text')).toEqual([{ text: 'New text', change: 'added' }]);
    expect(wordDiff('Old text', '')).toEqual([{ text: 'Old text', change: 'removed' }]);
    expect(wordDiff('same', 'same')).toEqual([{ text: 'same', change: 'same' }]);
  });

  it('shortens long unchanged text to some words around each change', () => {
    const words = (from: number, count: number) => Array.from({ length: count }, (_, i) => `word${from + i}`).join(' ');
    const before = `${words(0, 60)} middle ${words(100, 60)}`;
    const after = `${words(0, 60)} centre ${words(100, 60)}`;
    const parts = wordDiff(before, after);
    expect(parts.map((p) => p.change)).toEqual(['gap', 'same', 'removed', 'added', 'same', 'gap']);
    const [, head, , , tail] = parts;
    expect(head!.text.length).toBeLessThanOrEqual(DIFF_CONTEXT);
    expect(head!.text).toMatch(/^ ?word\d+ /); // starts at a whole word
    expect(tail!.text.length).toBeLessThanOrEqual(DIFF_CONTEXT);
    expect(tail!.text).toMatch(/ word\d+ ?$/); // ends at a whole word
    expect(before).toContain(`${head!.text}middle`); // the words just before the change
    expect(after).toContain(`centre${tail!.text}`); // and just after it
  });

  it('keeps a short unchanged stretch between two changes whole', () => {
    const parts = wordDiff('alpha beta gamma delta', 'ALPHA beta gamma DELTA');
    expect(parts.some((p) => p.change === 'gap')).toBe(false);
    expect(parts.filter((p) => p.change === 'same').map((p) => p.text).join('')).toBe(' beta gamma ');
  });
});
