import type { Issue } from './records.ts';

/** Every field of an issue as the screen names it: the fields, the save badge, the notices, the history and the CSV export use these. */
export const ISSUE_LABELS = {
  snid: 'NCR #', product: 'Product', owner: 'Assigned To', cat: 'Category', reported: 'Reported', status: 'Status',
  statusC: 'Status for Customer', descr: 'Description', note: 'Root-Cause Analysis / Notes',
  // Not editable: set when the status becomes Resolved ('Closed {date}' under the title; the history names it).
  closed: 'Closed',
} satisfies Partial<Record<keyof Issue, string>>;
