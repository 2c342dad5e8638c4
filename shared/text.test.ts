import { describe, expect, it } from 'vitest';
import { firstUnstorable, stripUnstorable, unstorableProblem } from './text.ts';

describe('storable text', () => {
  it('takes ordinary text, tabs, newlines and characters outside the BMP', () => {
    for (const text of ['', 'Coil tuned.', 'line 1\r\nline 2\n\tindented', 'Ω Ж 東京 ⚡', 'emoji 😀 at the end 😀', 'U+007F \u007f and C1 \u0085']) {
      expect(firstUnstorable(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('refuses NUL, the other C0 controls and lone surrogates, naming the character', () => {
    expect(unstorableProblem('a\u0000b')).toBe('must not contain control character U+0000');
    expect(unstorableProblem('escape \u001b[31m')).toBe('must not contain control character U+001B');
    expect(unstorableProblem('form\ffeed')).toBe('must not contain control character U+000C');
    expect(unstorableProblem('high \ud800 alone')).toBe('must not contain unpaired surrogate U+D800');
    expect(unstorableProblem('low \udc00 alone')).toBe('must not contain unpaired surrogate U+DC00');
    expect(unstorableProblem('at the end \ud83d')).toBe('must not contain unpaired surrogate U+D83D');
    expect(unstorableProblem('reversed \ude00\ud83d')).toBe('must not contain unpaired surrogate U+DE00');
    expect(firstUnstorable('ok 😀 then \u0000')).toEqual({ index: 11, code: 0 });
  });

  it('strips what may not be stored and keeps the rest', () => {
    expect(stripUnstorable('\u0000a\u0000b\ud800c😀\u0007\n')).toBe('abc😀\n');
    expect(stripUnstorable('nothing wrong')).toBe('nothing wrong');
    expect(stripUnstorable('\u0000')).toBe('');
  });
});
