import { invalid } from '../errors.ts';
import type { FieldChange } from '../repositories/events.ts';
import { personExists } from '../repositories/people.ts';
import type { Db } from '../db/sql.ts';

/** The no-lost-update rule: a request built on an older version that carries every field would overwrite
 * what others changed since, so it is refused; a partial one writes only its own fields. */
export function isStaleWholeRecord(base: string, current: Date, sentFields: string[], allFields: readonly string[]): boolean {
  const stale = new Date(base).getTime() !== current.getTime();
  return stale && allFields.every((field) => sentFields.includes(field));
}

/** The fields whose value differs between the record and the wanted values, with both values for the audit log. */
export function changedFields<T extends object>(current: T, wanted: Partial<T>): FieldChange[] {
  return (Object.keys(wanted) as (keyof T & string)[])
    .filter((field) => !sameValue(current[field], wanted[field]))
    .map((field) => ({ field, before: current[field] ?? null, after: wanted[field] ?? null }));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return (a ?? null) === (b ?? null);
}

/** The new text of the changed fields that are among `fields` (the multi-line fields a Yjs doc also holds). */
export function changedTexts(changes: FieldChange[], fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(changes.filter((c) => fields.includes(c.field)).map((c) => [c.field, String(c.after ?? '')]));
}

/** Only the given changes, as a column object. */
export function pickChanged<T extends object>(wanted: Partial<T>, changes: FieldChange[]): Partial<T> {
  return Object.fromEntries(changes.map((c) => [c.field, wanted[c.field as keyof T]])) as Partial<T>;
}

/** Owner and assignee come from the fixed people list; null is nobody. */
export async function resolvePerson(db: Db, field: string, name: string | null): Promise<string | null> {
  if (name !== null && !(await personExists(db, name))) throw invalid(`${field}: '${name}' is not in the people list`);
  return name;
}

/** The record fields a request carries (an update carries only what changed). */
export function sentFields<B extends object, F extends keyof B & string>(body: B, fields: readonly F[]): Partial<Pick<B, F>> {
  return Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]])) as Partial<Pick<B, F>>;
}

/**
 * Who last set an NCR's effectiveness review and when: stamped whenever its result or note changes (an update,
 * or the note's shared text flushed).
 */
export function effectivenessStamp(current: { effResult: number; effNote: string }, wanted: { effResult?: number; effNote?: string }, actor: string): { effBy?: string; effAt?: Date } {
  const changed = (wanted.effResult !== undefined && wanted.effResult !== current.effResult) || (wanted.effNote !== undefined && wanted.effNote !== current.effNote);
  return changed ? { effBy: actor, effAt: new Date() } : {};
}
