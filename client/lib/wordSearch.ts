// The list screens' search (SPEC §5): applies from SEARCH_MIN_CHARS characters, split on spaces, and every
// word must occur, case-insensitively, in one of the record's searched texts.
import { SEARCH_MIN_CHARS } from '../../shared/constants.ts';

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
