// What putting an earlier value back sends: the value a history entry shows as `before`, converted to what the
// record's update call takes, for the fields a user can edit, and only when it differs from the current one.
import { ACTION_STATUS, NOT_SET_DATE } from '../../../shared/constants.ts';
import { parseDateOnly, parseWireDate } from '../../../shared/dates.ts';
import type { HistoryEntry } from '../../../shared/history.ts';
import type { RecordKind } from '../../../shared/recordNames.ts';
import type { Action, Issue, Station } from '../../../shared/records.ts';
import { editableField, type FieldValue } from '../../lib/format/fieldValue.ts';

/**
 * The record whose history it is, as saved now (what Restore compares with, and the `modif` it sends); an NCR's
 * with its actions, whose fields its history holds too.
 */
export type RestoreTarget = { kind: 'station'; record: Station } | { kind: 'issue'; record: Issue; actions?: Action[] };

export interface Restore {
  /** The field of the update call (`setParent` for a station's parent project). */
  field: string;
  /** What the update call carries besides the record's id and modif. */
  changes: Record<string, unknown>;
  /** The record it goes to when not the target itself (an NCR's action), as saved now. */
  record?: { kind: RecordKind; id: number; modif: string };
}

/**
 * The update that puts back the value `entry` changed (its `before`), or null when there is nothing to put
 * back: not a field a user edits (an NCR's `closed` follows its status), a value the rules refuse now (e.g. a
 * person no longer a choice is the server's to refuse, a malformed legacy value is ours), or the record holds
 * that value already.
 */
export function restoreOf(entry: HistoryEntry, target: RestoreTarget): Restore | null {
  if (entry.kind !== target.kind) return null;
  if (entry.subject === 'parent' && target.kind === 'station') {
    const parent = entry.before?.sid ?? 0;
    return parent === (target.record.parent?.sid ?? 0) ? null : { field: 'setParent', changes: { setParent: parent } };
  }
  if (entry.subject === 'actionField') return target.kind === 'issue' ? restoreOfAction(entry, target.actions ?? []) : null;
  if (entry.subject !== 'field') return null;
  const definition = editableField(entry.kind, entry.field);
  if (!definition) return null;
  const value = inputValue(definition.kind, entry.before);
  if (value === undefined || !definition.input.safeParse(value).success) return null;
  const current = (target.record as Record<string, unknown>)[entry.field];
  if (sameValue(definition.kind, value, current)) return null;
  return { field: entry.field, changes: { [entry.field]: value } };
}

/**
 * An NCR's action's field put back, through the action's own update: while the action is there, and not its
 * verification (an action becomes Verified only by verifying it, with a note).
 */
function restoreOfAction(entry: Extract<HistoryEntry, { subject: 'actionField' }>, actions: readonly Action[]): Restore | null {
  const action = actions.find((candidate) => candidate.aid === entry.actionId);
  const definition = editableField('action', entry.field);
  if (!action || !definition) return null;
  const value = inputValue(definition.kind, entry.before);
  if (value === undefined || !definition.input.safeParse(value).success) return null;
  if (entry.field === 'status' && value === ACTION_STATUS.Verified) return null;
  if (sameValue(definition.kind, value, (action as Record<string, unknown>)[entry.field])) return null;
  return { field: entry.field, changes: { [entry.field]: value }, record: { kind: 'action', id: action.aid, modif: action.modif } };
}

/**
 * A value as the history shows it → as the update call takes it: dates 'YYYY-MM-DD' (not set: the 1979 date,
 * as the date fields send it), people by name ('' for nobody), choices by number, flags as booleans, texts
 * as text ('' for a value never set). Undefined: not a value of that kind.
 */
export function inputValue(kind: string, value: FieldValue): unknown {
  switch (kind) {
    case 'date': {
      const date = value === null || typeof value === 'string' ? parseWireDate(value) : null;
      return date ? date.date ?? NOT_SET_DATE : undefined;
    }
    case 'choice':
      return typeof value === 'number' ? value : undefined;
    case 'flag':
      return typeof value === 'boolean' ? value : undefined;
    default:
      if (value === null) return '';
      return typeof value === 'string' ? value : undefined;
  }
}

function sameValue(kind: string, restored: unknown, current: unknown): boolean {
  if (kind === 'date') return parseDateOnly(restored as string) === parseDateOnly(current as string | null);
  return Object.is(restored, current);
}
