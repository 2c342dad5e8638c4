import type { Action, Issue } from './records.ts';

/** Every field of an issue as the screen names it: the fields, the save badge, the notices, the history and the CSV export use these. */
export const ISSUE_LABELS = {
  snid: 'NCR #', product: 'Product', owner: 'Assigned To', cat: 'Category', reported: 'Reported', status: 'Status',
  statusC: 'Status for Customer', descr: 'Description', note: 'Root-Cause Analysis / Notes',
  rcCat: 'Root-Cause Category', rcMethod: 'Analysis Method', effResult: 'Effectiveness', effNote: 'Effectiveness Review Note',
  // Not editable: set when the status becomes Resolved ('Closed {date}' under the title; the history names it).
  closed: 'Closed',
} satisfies Partial<Record<keyof Issue, string>>;

/** Every field of an NCR's action as the screens name it (the editor, the history, My actions and its export). */
export const ACTION_LABELS = {
  type: 'Type', descr: 'Action', owner: 'Owner', due: 'Due', status: 'Status', showCust: 'Show to customer',
  verifiedBy: 'Verified by', verifiedAt: 'Verified', verifyNote: 'Verification note', doneAt: 'Done',
} satisfies Partial<Record<keyof Action, string>>;
