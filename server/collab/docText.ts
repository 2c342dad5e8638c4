import * as Y from 'yjs';
import { COLLAB_FIELDS, type CollabField } from '../../shared/collabFields.ts';
import { applyTextDiff } from '../../shared/collabText.ts';
import type { RecordKind } from '../../shared/recordNames.ts';
import { firstUnstorable, nameUnstorable } from '../../shared/text.ts';

export type FieldTexts = Partial<Record<CollabField, string>>;

/** A doc holding the given updates (origin 'db': they come from storage, not from a client). */
export function docFromUpdates(updates: Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => { for (const update of updates) Y.applyUpdate(doc, update); }, 'db');
  return doc;
}

/** The plain text of every multi-line field of a record kind. */
export function readTexts(doc: Y.Doc, kind: RecordKind): Record<CollabField, string> {
  const texts = {} as Record<CollabField, string>;
  for (const field of COLLAB_FIELDS[kind]) texts[field] = doc.getText(field).toString();
  return texts;
}

/** The first update of a record's doc: its columns' text. */
export function seedUpdate(texts: FieldTexts): Uint8Array {
  const doc = new Y.Doc();
  for (const [field, text] of Object.entries(texts)) if (text) doc.getText(field).insert(0, text);
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

/** Makes the doc's fields read `texts`, as edits that merge with text typed elsewhere; null when nothing changed. */
export function editTexts(doc: Y.Doc, texts: FieldTexts): Uint8Array | null {
  const before = Y.encodeStateVector(doc);
  let changed = false;
  doc.transact(() => {
    for (const [field, next] of Object.entries(texts)) changed = applyTextDiff(doc.getText(field), next) || changed;
  });
  return changed ? Y.encodeStateAsUpdate(doc, before) : null;
}

/**
 * What a client's update would add: the characters it inserts (an upper bound on how much it lengthens any
 * text), or the reason it does not belong in a record's doc (content other than text, a type that is not one
 * of the kind's fields, or a character text may not hold: see shared/text.ts).
 */
export function inspectUpdate(update: Uint8Array, kind: RecordKind): { inserted: number; problem: string | null } {
  const fields: readonly string[] = COLLAB_FIELDS[kind];
  let inserted = 0;
  for (const struct of Y.decodeUpdate(update).structs) {
    if (!(struct instanceof Y.Item)) continue;
    if (typeof struct.parent === 'string' && !fields.includes(struct.parent)) return { inserted, problem: `${struct.parent} is not a text field of a ${kind}` };
    if (struct.parentSub !== null) return { inserted, problem: 'only plain text belongs in these fields' };
    if (struct.content instanceof Y.ContentString) {
      const unstorable = firstUnstorable(struct.content.str);
      if (unstorable) return { inserted, problem: `the text must not contain ${nameUnstorable(unstorable)}` };
      inserted += struct.content.str.length;
    } else if (!(struct.content instanceof Y.ContentDeleted)) return { inserted, problem: 'only plain text belongs in these fields' };
  }
  return { inserted, problem: null };
}

/** The longest field text of a doc. */
export function longestText(doc: Y.Doc, kind: RecordKind): number {
  return Math.max(0, ...COLLAB_FIELDS[kind].map((field) => doc.getText(field).length));
}
