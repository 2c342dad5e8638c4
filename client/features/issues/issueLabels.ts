import type { Issue } from '../../../shared/records.ts';

/** Every editable field of an issue as the screen names it: the fields, the save badge and the notices use these. */
export const ISSUE_LABELS = {
  snid: 'NCR #', product: 'Product', owner: 'Assigned To', cat: 'Category', reported: 'Reported', status: 'Status',
  statusC: 'Status for Customer', descr: 'Description', note: 'Root-Cause Analysis / Notes',
} satisfies Partial<Record<keyof Issue, string>>;
