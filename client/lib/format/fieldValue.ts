// A record field's value as every screen shows it (history, restore buttons, conflict notices): one formatter.
import type { FieldTable } from '../../../shared/fields.ts';
import type { HistoryEntry } from '../../../shared/history.ts';
import type { RecordKind } from '../../../shared/recordNames.ts';
import { actionFields } from '../../../shared/schemas/action.ts';
import { issueFields } from '../../../shared/schemas/issue.ts';
import { stationFields } from '../../../shared/schemas/station.ts';
import { formatDay } from './dateTime.ts';
import { EMPTY_VALUE } from './emptyValue.ts';

export type FieldValue = Extract<HistoryEntry, { subject: 'field' }>['before'];


const FIELD_TABLES: Record<RecordKind, FieldTable> = { station: stationFields, issue: issueFields, action: actionFields };

/** A field's editable definition, if it is one (not the NCR's derived `closed`, not a field that is gone). */
export function editableField(kind: RecordKind, field: string) {
  const table = FIELD_TABLES[kind];
  return Object.hasOwn(table, field) ? table[field]! : undefined;
}

/**
 * A field's value as the screen shows it: dates 'YYYY-MM-DD' (a date not set as empty), flags Yes/No, choices
 * by their label (status 'In Progress', category 'Major'), people by name; EMPTY_VALUE for empty.
 */
export function formatFieldValue(kind: RecordKind, field: string, value: unknown): string {
  const shown = shownText(kind, field, value);
  return shown === '' ? EMPTY_VALUE : shown;
}

function shownText(kind: RecordKind, field: string, value: unknown): string {
  if (value == null) return '';
  const definition = editableField(kind, field);
  // The NCR's closing time is no editable field: 'Closed {date}' under its title shows it as a date.
  const fieldKind = definition?.kind ?? (kind === 'issue' && field === 'closed' ? 'date' : 'text');
  switch (fieldKind) {
    case 'date':
      return formatDay(String(value));
    case 'flag':
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
    case 'choice':
      return definition?.labels?.[Number(value)] ?? String(value);
    default:
      return String(value);
  }
}
