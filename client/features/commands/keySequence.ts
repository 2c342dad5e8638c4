// Matches keys pressed one after another ('g' then 's') against a table of key sequences.

/** How long the next key of a sequence is waited for, as GitHub does. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/**
 * A matcher fed every key of the table as it is pressed: it answers the entry whose sequence the key completes,
 * 'pending' while the keys so far begin one, or null. A key that continues no sequence starts afresh.
 */
export function keySequenceMatcher<T extends { keys: readonly string[] }>(entries: readonly T[], timeoutMs = SEQUENCE_TIMEOUT_MS) {
  let pressed: string[] = [];
  let lastAt = -Infinity;
  const same = (keys: readonly string[], upTo: readonly string[]) => upTo.every((key, i) => keys[i] === key);

  function match(keys: string[]): T | 'pending' | null {
    const whole = entries.find((entry) => entry.keys.length === keys.length && same(entry.keys, keys));
    if (whole) return whole;
    return entries.some((entry) => entry.keys.length > keys.length && same(entry.keys, keys)) ? 'pending' : null;
  }

  return (key: string, now: number): T | 'pending' | null => {
    const continued = now - lastAt <= timeoutMs && pressed.length > 0 ? match([...pressed, key]) : null;
    const result = continued ?? match([key]);
    pressed = result === 'pending' ? (continued ? [...pressed, key] : [key]) : [];
    lastAt = now;
    return result;
  };
}
