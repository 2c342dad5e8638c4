import { describe, expect, it } from 'vitest';
import { NOT_SET_DATE } from '../../../shared/constants.ts';
import type { HistoryEntry } from '../../../shared/history.ts';
import type { Action, Issue, Station } from '../../../shared/records.ts';
import { inputValue, restoreOf, type RestoreTarget } from './restoreValue.ts';

const station = {
  sid: 7, projId: '12161', name: 'Ulaanbaatar', customer: 'Now', active: true, pr: false, comp: '', owner: 'Anna Berger', product: 'ASC',
  ordDate: '', ack: '2024-02-29', commissionedDate: NOT_SET_DATE, deliv: NOT_SET_DATE, endWarranty: '', country: '', coordinates: '',
  snnmVersion: '', reactor: '', systemVoltage: '', encapsulation: '', sbgTypeCode: '', cpu: '', projectFolder: '', softwareFolder: '',
  contactPersons: '', comments: 'New text', review: '', imageUrl: '', ncr: false, modif: '2024-05-02T10:00:00.000Z', modBy: 'anna',
  parent: { sid: 4, projId: '12000', name: 'Parent Works' },
} satisfies Station;
const issue = {
  iid: 9, sid: 7, stn: 'Ulaanbaatar', proj: '12161', snid: 'NCR-2024-0009', product: 'ASC coil', owner: '', cat: 2, reported: '2024-04-01',
  status: 2, statusC: 0, descr: 'Oil leak at the flange', note: '', rcCat: 0, rcMethod: 0, effResult: 0, effNote: '', closedBy: 'anna', effBy: '', effAt: '1979-01-01T00:00:00.000Z', actDue: [],
  closed: '2024-05-01T08:00:00.000Z', modif: '2024-05-02T10:00:00.000Z', modBy: 'anna',
} satisfies Issue;
const stationTarget: RestoreTarget = { kind: 'station', record: station };
const issueTarget: RestoreTarget = { kind: 'issue', record: issue };

const base = { id: '1', at: '2024-05-02T10:15:00Z', actor: 'jonas', action: 'update' } as const;
const stationField = (field: string, before: string | number | boolean | null): HistoryEntry =>
  ({ ...base, kind: 'station', recordId: 7, subject: 'field', field, before, after: (station as Record<string, unknown>)[field] as string });
const issueField = (field: string, before: string | number | boolean | null): HistoryEntry =>
  ({ ...base, kind: 'issue', recordId: 9, subject: 'field', field, before, after: (issue as Record<string, unknown>)[field] as string });

describe('restoreOf', () => {
  it('puts back the value before the change, as the update call takes it', () => {
    expect(restoreOf(stationField('customer', 'Before'), stationTarget)).toEqual({ field: 'customer', changes: { customer: 'Before' } });
    expect(restoreOf(stationField('customer', null), stationTarget)).toEqual({ field: 'customer', changes: { customer: '' } });
    expect(restoreOf(stationField('ack', NOT_SET_DATE), stationTarget)).toEqual({ field: 'ack', changes: { ack: NOT_SET_DATE } });
    expect(restoreOf(stationField('deliv', '2023-01-31'), stationTarget)).toEqual({ field: 'deliv', changes: { deliv: '2023-01-31' } });
    expect(restoreOf(stationField('active', false), stationTarget)).toEqual({ field: 'active', changes: { active: false } });
    expect(restoreOf(stationField('owner', ''), stationTarget)).toEqual({ field: 'owner', changes: { owner: '' } });
    expect(restoreOf(stationField('comments', 'Old text'), stationTarget)).toEqual({ field: 'comments', changes: { comments: 'Old text' } });
    expect(restoreOf(issueField('status', 1), issueTarget)).toEqual({ field: 'status', changes: { status: 1 } });
    expect(restoreOf(issueField('cat', 4), issueTarget)).toEqual({ field: 'cat', changes: { cat: 4 } });
    expect(restoreOf(issueField('owner', 'Maria Rossi'), issueTarget)).toEqual({ field: 'owner', changes: { owner: 'Maria Rossi' } });
    expect(restoreOf(issueField('descr', 'Oil leak'), issueTarget)).toEqual({ field: 'descr', changes: { descr: 'Oil leak' } });
  });

  it('offers nothing when the record holds that value already', () => {
    expect(restoreOf(stationField('customer', 'Now'), stationTarget)).toBeNull();
    expect(restoreOf(stationField('commissionedDate', '1979-06-01'), stationTarget)).toBeNull(); // any 1979 date is "not set"
    expect(restoreOf(stationField('active', true), stationTarget)).toBeNull();
    expect(restoreOf(issueField('status', 2), issueTarget)).toBeNull();
  });

  it('offers nothing for what a user does not edit, or a value the rules refuse', () => {
    expect(restoreOf(issueField('closed', '1979-01-01T00:00:00.000Z'), issueTarget)).toBeNull(); // follows the status
    expect(restoreOf(stationField('retired', 'x'), stationTarget)).toBeNull();
    expect(restoreOf(stationField('name', 'AB'), stationTarget)).toBeNull(); // a name must be longer than 2
    expect(restoreOf(issueField('cat', 7), issueTarget)).toBeNull();
    expect(restoreOf(stationField('ack', 'soon'), stationTarget)).toBeNull();
    expect(restoreOf(stationField('coordinates', 'north'), stationTarget)).toBeNull();
    // Another record's entry (the activity feed) is not this record's to restore.
    expect(restoreOf(issueField('status', 1), stationTarget)).toBeNull();
    const product = { ...base, kind: 'station', recordId: 7, subject: 'product', before: { pid: 1, cat: 'GFN', serial: 'S' }, after: null } as const;
    expect(restoreOf(product, stationTarget)).toBeNull();
  });

  it('puts a station\'s earlier parent back through setParent (0: none)', () => {
    const parent = (before: { sid: number } | null): HistoryEntry => ({ ...base, kind: 'station', recordId: 7, subject: 'parent',
      before: before && { ...before, name: '', projId: '' }, after: null });
    expect(restoreOf(parent(null), stationTarget)).toEqual({ field: 'setParent', changes: { setParent: 0 } });
    expect(restoreOf(parent({ sid: 5 }), stationTarget)).toEqual({ field: 'setParent', changes: { setParent: 5 } });
    expect(restoreOf(parent({ sid: 4 }), stationTarget)).toBeNull();
    expect(restoreOf(parent(null), { kind: 'station', record: { ...station, parent: null } })).toBeNull();
  });
});

describe('inputValue', () => {
  it('converts each kind, and refuses a value of another kind', () => {
    expect(inputValue('date', '2024-02-29')).toBe('2024-02-29');
    expect(inputValue('date', '2024-02-29T10:00:00Z')).toBe('2024-02-29');
    expect(inputValue('date', null)).toBe(NOT_SET_DATE);
    expect(inputValue('date', '2024-02-30')).toBeUndefined();
    expect(inputValue('date', 5)).toBeUndefined();
    expect(inputValue('choice', 2)).toBe(2);
    expect(inputValue('choice', '2')).toBeUndefined();
    expect(inputValue('flag', false)).toBe(false);
    expect(inputValue('flag', 'false')).toBeUndefined();
    expect(inputValue('person', 'Anna Berger')).toBe('Anna Berger');
    expect(inputValue('text', null)).toBe('');
    expect(inputValue('text', 3)).toBeUndefined();
  });
});

describe('restoreOf an NCR\'s action\'s field', () => {
  const action = {
    aid: 12, iid: 9, type: 1, descr: 'Seal the crates', owner: 'Anna Berger', due: '2026-12-01', status: 1, showCust: false,
    doneAt: '2026-11-30T10:00:00.000Z', verifiedBy: '', verifiedAt: NOT_SET_DATE, verifyNote: '', createdBy: 'anna',
    createdAt: '2026-11-20T10:00:00.000Z', modif: '2026-11-30T10:00:00.000Z', modBy: 'anna',
  } satisfies Action;
  const target: RestoreTarget = { kind: 'issue', record: issue, actions: [action] };
  const actionField = (field: string, before: string | number | boolean | null, actionId = 12): HistoryEntry =>
    ({ ...base, kind: 'issue', recordId: 9, subject: 'actionField', actionId, field, before, after: null });

  it('goes to the action, on the modif it has now', () => {
    const to = { kind: 'action', id: 12, modif: action.modif };
    expect(restoreOf(actionField('status', 0), target)).toEqual({ field: 'status', changes: { status: 0 }, record: to });
    expect(restoreOf(actionField('due', '2026-11-15'), target)).toEqual({ field: 'due', changes: { due: '2026-11-15' }, record: to });
    expect(restoreOf(actionField('owner', null), target)).toEqual({ field: 'owner', changes: { owner: '' }, record: to });
    expect(restoreOf(actionField('descr', 'Seal'), target)).toEqual({ field: 'descr', changes: { descr: 'Seal' }, record: to });
  });

  it('has nothing to put back for an action that is gone, its verification, or the value it holds', () => {
    expect(restoreOf(actionField('status', 0, 13), target)).toBeNull();
    expect(restoreOf(actionField('status', 2), target)).toBeNull(); // Verified: only by verifying
    expect(restoreOf(actionField('verifyNote', 'Checked'), target)).toBeNull();
    expect(restoreOf(actionField('status', 1), target)).toBeNull();
    expect(restoreOf(actionField('status', 0), issueTarget)).toBeNull(); // no actions known
  });
});
