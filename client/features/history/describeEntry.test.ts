import { describe, expect, it } from 'vitest';
import { NOT_SET_DATE } from '../../../shared/constants.ts';
import type { HistoryEntry } from '../../../shared/history.ts';
import { EMPTY_VALUE } from '../../lib/format/emptyValue.ts';
import { describeEntry, fieldLabel, restoredWhat } from './describeEntry.ts';

const base = { id: '1', at: '2024-05-02T10:15:00Z', actor: 'anna', recordId: 7, action: 'update' } as const;
const field = (kind: 'station' | 'issue', name: string, before: string | number | boolean | null, after: string | number | boolean | null): HistoryEntry =>
  ({ ...base, kind, subject: 'field', field: name, before, after });

describe('fieldLabel', () => {
  it('names fields as the screens do, the parent and the NCR\'s closing too', () => {
    expect(fieldLabel('station', 'customer')).toBe('End Customer');
    expect(fieldLabel('station', 'ack')).toBe('Order Acknowledged');
    expect(fieldLabel('station', 'setParent')).toBe('Parent Project');
    expect(fieldLabel('issue', 'note')).toBe('Root-Cause Analysis / Notes');
    expect(fieldLabel('issue', 'closed')).toBe('Closed');
    expect(fieldLabel('issue', 'retired')).toBe('retired'); // a field the screens no longer have
  });
});

describe('describeEntry', () => {
  it('a field: its label and both values as shown', () => {
    expect(describeEntry(field('issue', 'status', 0, 2))).toEqual({ type: 'change', label: 'Status', before: 'New', after: 'Resolved' });
    expect(describeEntry(field('station', 'deliv', NOT_SET_DATE, '2024-06-30')))
      .toEqual({ type: 'change', label: 'Delivered', before: EMPTY_VALUE, after: '2024-06-30' });
  });

  it('a multi-line field: a word diff', () => {
    const view = describeEntry(field('issue', 'descr', 'Oil leak', 'Oil leak at the flange'));
    expect(view).toEqual({ type: 'text', label: 'Description', parts: [{ text: 'Oil leak ', change: 'same' }, { text: 'at the flange', change: 'added' }] });
    expect(describeEntry(field('station', 'contactPersons', null, 'Ms Li'))).toMatchObject({ type: 'text', label: 'Contact Persons', parts: [{ text: 'Ms Li', change: 'added' }] });
  });

  it('the record created and deleted', () => {
    expect(describeEntry({ ...base, kind: 'station', action: 'create', subject: 'record', before: null, after: { projId: '12161', name: 'Ulaanbaatar' } }))
      .toEqual({ type: 'event', text: 'Created the station', detail: '12161 · Ulaanbaatar' });
    expect(describeEntry({ ...base, kind: 'issue', action: 'delete', subject: 'record', before: { snid: 'NCR-2024-0007', product: 'ASC coil', status: 1 }, after: null }))
      .toEqual({ type: 'event', text: 'Deleted the NCR', detail: 'NCR-2024-0007 · ASC coil' });
  });

  it('products, the image, the parent and attachments', () => {
    const product = { pid: 3, cat: 'GFN' as const, serial: 'S-1' };
    expect(describeEntry({ ...base, kind: 'station', subject: 'product', action: 'create', before: null, after: product }))
      .toEqual({ type: 'event', text: 'Added a product', detail: 'GFN · S-1' });
    expect(describeEntry({ ...base, kind: 'station', subject: 'product', action: 'delete', before: product, after: null }))
      .toEqual({ type: 'event', text: 'Removed a product', detail: 'GFN · S-1' });

    const small = { etag: 'a', mime: 'image/png', width: 40, height: 30 };
    const large = { etag: 'b', mime: 'image/jpeg', width: 1200, height: 800 };
    expect(describeEntry({ ...base, kind: 'station', subject: 'image', before: null, after: small }))
      .toEqual({ type: 'event', text: 'Uploaded an image', detail: '40 × 30 PNG' });
    expect(describeEntry({ ...base, kind: 'station', subject: 'image', before: small, after: large }))
      .toEqual({ type: 'event', text: 'Replaced the image', detail: '40 × 30 PNG → 1200 × 800 JPEG' });
    expect(describeEntry({ ...base, kind: 'station', subject: 'image', before: large, after: null }))
      .toEqual({ type: 'event', text: 'Removed the image', detail: '1200 × 800 JPEG' });

    const parent = { sid: 4, projId: '12000', name: 'Parent Works' };
    const other = { sid: 5, projId: '13000', name: 'Other Works' };
    expect(describeEntry({ ...base, kind: 'station', subject: 'parent', before: null, after: parent }))
      .toEqual({ type: 'event', text: 'Connected to the parent project', detail: '12000 · Parent Works' });
    expect(describeEntry({ ...base, kind: 'station', subject: 'parent', before: { sid: 9, projId: '', name: '' }, after: null }))
      .toEqual({ type: 'event', text: 'Disconnected from the parent project', detail: 'Station 9' });
    expect(describeEntry({ ...base, kind: 'station', subject: 'parent', before: parent, after: other }))
      .toEqual({ type: 'change', label: 'Parent Project', before: '12000 · Parent Works', after: '13000 · Other Works' });

    const file = { id: 2, name: 'report.pdf', mime: 'application/pdf', size: 100, width: null, height: null, report: null };
    expect(describeEntry({ ...base, kind: 'issue', subject: 'attachment', action: 'create', before: null, after: file }))
      .toEqual({ type: 'event', text: 'Added an attachment', detail: 'report.pdf' });
    expect(describeEntry({ ...base, kind: 'issue', subject: 'attachment', action: 'delete', before: file, after: null }))
      .toEqual({ type: 'event', text: 'Removed an attachment', detail: 'report.pdf' });
    const issued = { ...file, name: 'NCR-2026-0007 customer report v2.pdf', report: 2 };
    expect(describeEntry({ ...base, kind: 'issue', subject: 'attachment', action: 'create', before: null, after: issued }))
      .toEqual({ type: 'event', text: 'Issued customer report v2', detail: 'NCR-2026-0007 customer report v2.pdf' });
  });
});

describe('restoredWhat', () => {
  it('names what Restore puts back: the value, a text as the earlier one, the parent project', () => {
    expect(restoredWhat(field('station', 'customer', 'Statkraft', 'Vattenfall'))).toBe('End Customer: Statkraft');
    expect(restoredWhat(field('station', 'ack', NOT_SET_DATE, '2024-01-02'))).toBe(`Order Acknowledged: ${EMPTY_VALUE}`);
    expect(restoredWhat(field('issue', 'status', 1, 2))).toBe('Status: In Progress');
    expect(restoredWhat(field('issue', 'descr', 'Old', 'New'))).toBe('the earlier Description');
    const parent = { sid: 4, projId: '12000', name: 'Parent Works' };
    expect(restoredWhat({ ...base, kind: 'station', subject: 'parent', before: null, after: parent })).toBe(`Parent Project: ${EMPTY_VALUE}`);
    expect(restoredWhat({ ...base, kind: 'station', subject: 'parent', before: parent, after: null })).toBe('Parent Project: 12000 · Parent Works');
  });
});

describe('an NCR\'s actions in its history', () => {
  const actionField = (field: string, before: string | number | boolean | null, after: string | number | boolean | null): HistoryEntry =>
    ({ ...base, kind: 'issue', subject: 'actionField', actionId: 12, field, before, after });

  it('reads as the action\'s number and its field', () => {
    expect(describeEntry(actionField('status', 0, 1))).toEqual({ type: 'change', label: 'Action 12 · Status', before: 'Open', after: 'Done' });
    expect(describeEntry(actionField('due', NOT_SET_DATE, '2026-12-01'))).toEqual({ type: 'change', label: 'Action 12 · Due', before: EMPTY_VALUE, after: '2026-12-01' });
    expect(describeEntry(actionField('descr', 'Seal', 'Seal the crates')).type).toBe('text');
    const action = { aid: 12, type: 1, descr: 'Seal the crates\nof batch 2291', status: 0 };
    expect(describeEntry({ ...base, kind: 'issue', subject: 'action', actionId: 12, action: 'create', before: null, after: action }))
      .toEqual({ type: 'event', text: 'Added an action', detail: 'Action 12 · Containment “Seal the crates”' });
    expect(describeEntry({ ...base, kind: 'issue', subject: 'action', actionId: 12, action: 'delete', before: action, after: null }))
      .toEqual({ type: 'event', text: 'Removed an action', detail: 'Action 12 · Containment “Seal the crates”' });
  });

  it('names what Restore puts back', () => {
    expect(restoredWhat(actionField('status', 0, 1))).toBe('Action 12 · Status: Open');
    expect(restoredWhat(actionField('descr', 'Seal', 'Seal the crates'))).toBe('the earlier Action 12 · Action');
  });
});
