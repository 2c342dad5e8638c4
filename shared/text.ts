// What text the records may hold, decided once for every text field of the API and every shared text.
//
// Refused: NUL (PostgreSQL's text cannot hold it), lone surrogates (they have no UTF-8 form: the driver would
// store U+FFFD instead, silently), and the other C0 control characters (no keyboard types them; they are how
// escape sequences and the like get into logs, exports and terminals). Tab, line feed and carriage return stay:
// pasted and multi-line text is full of them.

/** The C0 control characters text may hold: tab, line feed, carriage return. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

export interface UnstorableCharacter {
  /** Its position in the string, in UTF-16 code units. */
  index: number;
  /** The code unit: a control character or half of a surrogate pair. */
  code: number;
}

/** Every character of `text` that the rule refuses, in order. */
function* unstorableCharacters(text: string): Generator<UnstorableCharacter> {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (!ALLOWED_CONTROLS.has(code)) yield { index, code };
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(index + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index++; // a pair: one character outside the BMP
      else yield { index, code };
    }
  }
}

/** The first character text may not hold, or null when all of it may be stored. */
export function firstUnstorable(text: string): UnstorableCharacter | null {
  for (const character of unstorableCharacters(text)) return character;
  return null;
}

/** A refused character by name: 'control character U+0000', 'unpaired surrogate U+D800'. */
export function nameUnstorable({ code }: UnstorableCharacter): string {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code < 0x20 ? `control character ${hex}` : `unpaired surrogate ${hex}`;
}

/** Why text may not be stored, after the field's name ('comments: must not contain …'); null when it may. */
export function unstorableProblem(text: string): string | null {
  const character = firstUnstorable(text);
  return character ? `must not contain ${nameUnstorable(character)}` : null;
}

/** `text` without the characters it may not hold (for text stored before the rule existed). */
export function stripUnstorable(text: string): string {
  let kept = '';
  let from = 0;
  for (const { index } of unstorableCharacters(text)) {
    kept += text.slice(from, index);
    from = index + 1;
  }
  return from === 0 ? text : kept + text.slice(from);
}
