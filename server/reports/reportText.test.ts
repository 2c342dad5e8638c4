import { describe, expect, it } from 'vitest';
import { breakLongWords, canonicalText, drawableText, winAnsi, wrapLines } from './reportText.ts';

/** Every character 1 wide: widths are lengths. */
const length = (text: string) => [...text].length;

describe('reportText', () => {
  it('wraps at spaces, keeps paragraphs and empty lines, and cuts a word longer than a line', () => {
    expect(wrapLines('one two three four', 11, length)).toEqual(['one two', 'three four']); // a point short of the width: kerning
    expect(wrapLines('a\n\nb', 10, length)).toEqual(['a', '', 'b']);
    expect(wrapLines('', 10, length)).toEqual(['']);
    expect(wrapLines('ab 0123456789012345678 cd', 10, length)).toEqual(['ab', '012345678', '901234567', '8 cd']);
    expect(wrapLines('Энерго Łódź', 7, length)).toEqual(['Энерго', 'Łódź']);
  });

  it('cuts only the words wider than the width', () => {
    expect(breakLongWords(`short ${'x'.repeat(45)} words`, 21, length)).toBe(`short ${'x'.repeat(20)}\n${'x'.repeat(20)}\n${'x'.repeat(5)} words`);
  });

  it('replaces what the font cannot draw: accents dropped where that helps, else ?', () => {
    expect(drawableText('Łódź Ströbeck Энерго −18 °C “ok” €', winAnsi)).toBe('?ódz Ströbeck ?????? -18 °C “ok” €');
    expect(drawableText('東京 😀', () => true)).toBe('東京 😀');
  });

  it('has one form for text that reads the same', () => {
    expect(canonicalText('Ö'.normalize('NFD'))).toBe('Ö');
    expect(canonicalText('a\r\nb\rc\td\u0007')).toBe('a\nb\nc    d');
  });
});
