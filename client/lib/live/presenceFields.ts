// The field a person is in, as presence names it (a string in the record's room, at most 40 characters): a field of
// the record by its label ('Status'), or a field of one of its parts by the part's name and the field's name
// (`action:12.descr`: the description of the NCR's action 12).
import { ACTION_LABELS } from '../../../shared/issueLabels.ts';
import { parseRecordName } from '../../../shared/recordNames.ts';

const PART_FIELD = /^(action:\d+)\.(\w+)$/;

/** The presence name of a part's field: `action:12.descr`. */
export function partField(part: string, field: string): string {
  return `${part}.${field}`;
}

/** A part's field from its presence name, or null when it names none (a record's own field, by label). */
export function parsePartField(name: string): { part: string; field: string } | null {
  const match = PART_FIELD.exec(name);
  if (!match || !parseRecordName(match[1]!)) return null;
  return { part: match[1]!, field: match[2]! };
}

/** How a field named in presence reads: 'Status', 'action 12 (Due)'. */
export function presenceFieldText(name: string): string {
  const parsed = parsePartField(name);
  if (!parsed) return name;
  const id = parseRecordName(parsed.part)!.id;
  const label = (ACTION_LABELS as Record<string, string>)[parsed.field] ?? parsed.field;
  return `action ${id} (${label})`;
}
