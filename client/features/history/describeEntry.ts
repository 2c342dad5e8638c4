// One history entry as the screen tells it: fields named and their values shown as the record's screen shows
// them, multi-line texts as a word diff, and the other changes (the record, products, image, parent,
// attachments) in words.
import type { HistoryEntry, HistoryImage } from '../../../shared/history.ts';
import type { RecordKind } from '../../../shared/recordNames.ts';
import type { ParentRef, Product } from '../../../shared/records.ts';
import { EMPTY_VALUE } from '../../lib/format/emptyValue.ts';
import { editableField, formatFieldValue, type FieldValue } from '../../lib/format/fieldValue.ts';
import { ACTION_LABELS, ISSUE_LABELS } from '../../../shared/issueLabels.ts';
import { STATION_LABELS } from '../../../shared/stationLabels.ts';
import { wordDiff, type DiffPart } from './textDiff.ts';
import { actionLabel } from '../../../shared/actionRules.ts';
import { ACTION_TYPE, ACTION_TYPE_LABELS, type ActionType } from '../../../shared/constants.ts';

export type FieldEntry = Extract<HistoryEntry, { subject: 'field' }>;

export type EntryView =
  /** A field (or the parent project) changed from one value to another, both as the screen shows them. */
  | { type: 'change'; label: string; before: string; after: string }
  /** A multi-line field's new text against its old one. */
  | { type: 'text'; label: string; parts: DiffPart[] }
  /** Anything else, in words, with what it concerns (a product, a file, the record). */
  | { type: 'event'; text: string; detail: string };

const LABELS: Record<RecordKind, Record<string, string>> = { station: STATION_LABELS, issue: ISSUE_LABELS, action: ACTION_LABELS };
const RECORD_NOUN: Record<RecordKind, string> = { station: 'station', issue: 'NCR', action: 'action' };

/** A field as the record's screen names it (its name when the screen does not have it any more). */
export function fieldLabel(kind: RecordKind, field: string): string {
  return LABELS[kind][field] ?? field;
}

export function describeEntry(entry: HistoryEntry): EntryView {
  const noun = RECORD_NOUN[entry.kind];
  switch (entry.subject) {
    case 'field': {
      const label = fieldLabel(entry.kind, entry.field);
      if (editableField(entry.kind, entry.field)?.kind === 'sharedText') {
        return { type: 'text', label, parts: wordDiff(String(entry.before ?? ''), String(entry.after ?? '')) };
      }
      const shown = (value: FieldValue) => formatFieldValue(entry.kind, entry.field, value);
      return { type: 'change', label, before: shown(entry.before), after: shown(entry.after) };
    }
    case 'record': {
      const record = entry.after ?? entry.before ?? {};
      return { type: 'event', text: entry.after ? `Created the ${noun}` : `Deleted the ${noun}`, detail: recordDetail(entry.kind, record) };
    }
    case 'parent': {
      const { before, after } = entry;
      if (before && after) return { type: 'change', label: fieldLabel('station', 'setParent'), before: parentName(before), after: parentName(after) };
      if (after) return { type: 'event', text: 'Connected to the parent project', detail: parentName(after) };
      return { type: 'event', text: 'Disconnected from the parent project', detail: before ? parentName(before) : '' };
    }
    case 'product':
      return changed('product', entry.before, entry.after, productName, { added: 'Added a product', removed: 'Removed a product' });
    case 'image':
      return changed('image', entry.before, entry.after, imageName, { added: 'Uploaded an image', removed: 'Removed the image', replaced: 'Replaced the image' });
    case 'attachment':
      if (entry.after?.report) return { type: 'event', text: `Issued customer report v${entry.after.report}`, detail: entry.after.name };
      return changed('attachment', entry.before, entry.after, (file) => file.name, { added: 'Added an attachment', removed: 'Removed an attachment' });
    case 'action':
      return changed('action', entry.before, entry.after, (action) => `Action ${entry.actionId} · ${actionName(action)}`,
        { added: 'Added an action', removed: 'Removed an action' });
    case 'actionField': {
      const label = `Action ${entry.actionId} · ${fieldLabel('action', entry.field)}`;
      if (editableField('action', entry.field)?.kind === 'sharedText') {
        return { type: 'text', label, parts: wordDiff(String(entry.before ?? ''), String(entry.after ?? '')) };
      }
      const shown = (value: FieldValue) => formatFieldValue('action', entry.field, value);
      return { type: 'change', label, before: shown(entry.before), after: shown(entry.after) };
    }
  }
}

/** An action as a history entry names it: its type and the first line of what it says. */
function actionName(action: Record<string, unknown>): string {
  const type = Number(action.type);
  return actionLabel({ type: (type in ACTION_TYPE_LABELS ? type : ACTION_TYPE.Corrective) as ActionType, descr: String(action.descr ?? '') });
}

/**
 * What Restore of `entry` puts back, in words: 'End Customer: Statkraft', 'the earlier Description' (a text is
 * too long to name), 'Parent Project: —'. The button says 'Restore …', the notice after it 'Restored …'.
 */
export function restoredWhat(entry: HistoryEntry): string {
  if (entry.subject === 'parent') return `${fieldLabel('station', 'setParent')}: ${entry.before ? parentName(entry.before) : EMPTY_VALUE}`;
  if (entry.subject === 'actionField') {
    const label = `Action ${entry.actionId} · ${fieldLabel('action', entry.field)}`;
    if (editableField('action', entry.field)?.kind === 'sharedText') return `the earlier ${label}`;
    return `${label}: ${formatFieldValue('action', entry.field, entry.before)}`;
  }
  if (entry.subject !== 'field') return '';
  const label = fieldLabel(entry.kind, entry.field);
  if (editableField(entry.kind, entry.field)?.kind === 'sharedText') return `the earlier ${label}`;
  return `${label}: ${formatFieldValue(entry.kind, entry.field, entry.before)}`;
}

/**
 * Something added (after only), removed (before only) or replaced (both): a product, an image, a file. An image
 * uploaded where the one it replaced is not known reads as uploaded.
 */
function changed<T>(what: string, before: T | null, after: T | null, name: (value: T) => string,
  texts: { added: string; removed: string; replaced?: string }): EntryView {
  if (before && after) return { type: 'event', text: texts.replaced ?? `Changed the ${what}`, detail: `${name(before)} → ${name(after)}` };
  if (after) return { type: 'event', text: texts.added, detail: name(after) };
  return { type: 'event', text: texts.removed, detail: before ? name(before) : '' };
}

/** A created or deleted record in short: a station's project id and name, an NCR's number and product. */
function recordDetail(kind: RecordKind, record: Record<string, unknown>): string {
  const parts = kind === 'station' ? [record.projId, record.name] : [record.snid, record.product];
  return parts.filter((part) => typeof part === 'string' && part !== '').join(' · ');
}

/** A parent project by project id and name; a station deleted since by its sid. */
function parentName(parent: ParentRef): string {
  return [parent.projId, parent.name].filter(Boolean).join(' · ') || `Station ${parent.sid}`;
}

function productName(product: Product): string {
  return [product.cat, product.serial].filter(Boolean).join(' · ');
}

/** An image by size and type, e.g. '1200 × 800 JPEG'. */
function imageName(image: HistoryImage): string {
  const type = image.mime.replace(/^image\//, '').toUpperCase();
  return [image.width && image.height ? `${image.width} × ${image.height}` : '', type].filter(Boolean).join(' ');
}
