// The list screens' search (SPEC §5): applies from SEARCH_MIN_CHARS characters, split on spaces, and every
// word must occur, case-insensitively, in one of the record's searched texts.
import { SEARCH_MIN_CHARS } from '../constants.ts';

/** The words of a search phrase, or none while it is shorter than SEARCH_MIN_CHARS (search not applied). */
export function searchWords(phrase: string): string[] {
  const trimmed = phrase.trim();
  if (trimmed.length < SEARCH_MIN_CHARS) return [];
  return trimmed.toLowerCase().split(/\s+/).filter(Boolean);
}

/** True when every word occurs as a case-insensitive substring of one of the texts. */
export function matchesAllWords(texts: readonly string[], words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const lowered = texts.map((text) => text.toLowerCase());
  return words.every((word) => lowered.some((text) => text.includes(word)));
}

/** A row's searched texts, lower-cased and joined by a character no word holds; computed once per row object. */
const haystacks = new WeakMap<(row: never) => readonly string[], WeakMap<object, string>>();

/**
 * matchesAllWords over `texts(row)`, with the lower-cased texts kept for the row object: a list of 20000 rows
 * is searched at every keystroke without lower-casing 100000 strings each time. `texts` must be a constant.
 */
export function rowMatchesAllWords<T extends object>(row: T, texts: (row: T) => readonly string[], words: readonly string[]): boolean {
  if (words.length === 0) return true;
  let cache = haystacks.get(texts);
  if (!cache) haystacks.set(texts, (cache = new WeakMap()));
  let haystack = cache.get(row);
  if (haystack === undefined) {
    haystack = texts(row).map((text) => text.toLowerCase()).join('\u0000');
    cache.set(row, haystack);
  }
  const text = haystack;
  return words.every((word) => text.includes(word));
}

const escapeRegex = (word: string) => word.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * The words that occur in `text` as a case-insensitive highlighter finds them (a regular expression with the `i`
 * flag, as Mantine's Highlight), in their order. Highlighting `text` with these words marks the same as with all
 * of them, so a memoised cell re-renders only when they change (not at every keystroke of another word).
 */
export function wordsIn(text: string, words: readonly string[]): string[] {
  return words.filter((word) => word.trim() !== '' && new RegExp(escapeRegex(word.trim()), 'i').test(text));
}

/** True when both lists hold the same words in the same order. */
export function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

/** A piece of a text, marked when a search word matched it. */
export interface TextChunk { text: string; marked: boolean }

/**
 * `text` cut into the pieces that the search words mark (case-insensitively, the longest word first where two
 * could match at one place) and those between: what Mantine's Highlight marks, without its components.
 */
export function markChunks(text: string, words: readonly string[]): TextChunk[] {
  const terms = words.map((word) => word.trim()).filter((word) => word !== '').sort((a, b) => b.length - a.length);
  if (terms.length === 0 || text === '') return text === '' ? [] : [{ text, marked: false }];
  return text.split(new RegExp(`(${terms.map(escapeRegex).join('|')})`, 'gi'))
    .map((piece, index) => ({ text: piece, marked: index % 2 === 1 }))
    .filter((chunk) => chunk.text !== '');
}
