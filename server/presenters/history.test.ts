import { describe, expect, it } from 'vitest';
import { NOT_SET_DATE, NOT_SET_TIMESTAMP } from '../../shared/constants.ts';
import { historyEntry } from '../../shared/history.ts';
import type { HistoryRow, StationRef } from '../repositories/history.ts';
import { parentSids, presentHistoryEntry, recordKey, type HistoryLookups } from './history.ts';

const at = new Date('2026-03-04T05:06:07.089Z');
let nextId = 100;

function row(values: Partial<HistoryRow> & Pick<HistoryRow, 'entity' | 'action'>): HistoryRow {
  return { id: String(nextId++), at, actor: 'anna', entityId: 12, field: null, before: null, after: null, recordKind: 'station', recordId: 12, ...values };
}

const noLookups: HistoryLookups = { stations: new Map() };
const stations = (...refs: StationRef[]): HistoryLookups => ({ stations: new Map(refs.map((ref) => [ref.sid, ref])) });

/** Presents and checks the entry against the wire schema, as the test build of the client does. */
function present(source: HistoryRow, lookups = noLookups) {
  const entry = presentHistoryEntry(source, lookups);
  expect(historyEntry.parse(entry)).toEqual(entry);
  return entry;
}

describe('presentHistoryEntry', () => {
  it('gives every entry its id, time, person, record and action', () => {
    const entry = present(row({ id: '9007199254740993', entity: 'station', action: 'update', field: 'customer', before: 'A', after: 'B' }));
    expect(entry).toEqual({
      id: '9007199254740993', at: '2026-03-04T05:06:07.089Z', actor: 'anna', kind: 'station', recordId: 12, action: 'update',
      subject: 'field', field: 'customer', before: 'A', after: 'B',
    });
  });

  it("shows field values as the record does: dates with the 1979 sentinel, people by name or '', flags and numbers as they are", () => {
    const field = (name: string, before: unknown, after: unknown, kind: 'station' | 'issue' = 'station') =>
      present(row({ entity: kind, action: 'update', field: name, before, after, recordKind: kind }));
    expect(field('ack', null, '2024-02-29')).toMatchObject({ before: NOT_SET_DATE, after: '2024-02-29' });
    expect(field('deliv', '2024-01-01', null)).toMatchObject({ before: '2024-01-01', after: NOT_SET_DATE });
    expect(field('owner', null, 'Anna Berger')).toMatchObject({ before: '', after: 'Anna Berger' });
    expect(field('active', true, false)).toMatchObject({ before: true, after: false });
    expect(field('comments', 'one\ntwo', 'one\nthree')).toMatchObject({ before: 'one\ntwo', after: 'one\nthree' });
    expect(field('status', 0, 2, 'issue')).toMatchObject({ kind: 'issue', before: 0, after: 2 });
    expect(field('reported', '2025-05-05', null, 'issue')).toMatchObject({ after: NOT_SET_DATE });
    expect(field('owner', 'Jonas Weber', null, 'issue')).toMatchObject({ before: 'Jonas Weber', after: '' });
    // An NCR's closing time is no editable field: a timestamp, the sentinel when not set.
    expect(field('closed', null, '2026-01-02T03:04:05.000Z', 'issue')).toMatchObject({ before: NOT_SET_TIMESTAMP, after: '2026-01-02T03:04:05.000Z' });
    // A field no table knows (any more) as it was stored.
    expect(field('legacy', { a: 1 }, 7)).toMatchObject({ before: '{"a":1}', after: 7 });
  });

  it('shows a created and a deleted record whole', () => {
    expect(present(row({ entity: 'station', action: 'create', after: { projId: 'P-1', name: 'North' } })))
      .toMatchObject({ subject: 'record', action: 'create', before: null, after: { projId: 'P-1', name: 'North' } });
    expect(present(row({ entity: 'issue', action: 'delete', recordKind: 'issue', before: { iid: 12, snid: 'NCR-1' } })))
      .toMatchObject({ subject: 'record', kind: 'issue', action: 'delete', before: { iid: 12, snid: 'NCR-1' }, after: null });
  });

  it('names the parent connected or disconnected, also a deleted one (as its delete row had it), and one unknown by sid', () => {
    const lookups = stations({ sid: 3, name: 'Main', projId: 'P-3' });
    expect(present(row({ entity: 'station', action: 'update', field: 'parent', before: null, after: 3 }), lookups))
      .toMatchObject({ subject: 'parent', before: null, after: { sid: 3, name: 'Main', projId: 'P-3' } });
    expect(present(row({ entity: 'station', action: 'update', field: 'parent', before: 3, after: 99 }), lookups))
      .toMatchObject({ subject: 'parent', before: { sid: 3, name: 'Main', projId: 'P-3' }, after: { sid: 99, name: '', projId: '' } });
    expect(present(row({ entity: 'station', action: 'update', field: 'parent', before: 3, after: null }), lookups))
      .toMatchObject({ subject: 'parent', after: null });
  });

  it('lists the parents that need a name, once each', () => {
    expect(parentSids([
      row({ entity: 'station', action: 'update', field: 'parent', before: null, after: 3 }),
      row({ entity: 'station', action: 'update', field: 'parent', before: 3, after: 5 }),
      row({ entity: 'station', action: 'update', field: 'customer', before: 'x', after: 'y' }),
    ]).sort()).toEqual([3, 5]);
  });

  it('shows products, the image and attachments by what they were', () => {
    expect(present(row({ entity: 'product', entityId: 40, action: 'create', after: { pid: 40, sid: 12, cat: 'GFN', serial: 'S-1' } })))
      .toMatchObject({ subject: 'product', before: null, after: { pid: 40, cat: 'GFN', serial: 'S-1' } });
    expect(present(row({ entity: 'product', entityId: 40, action: 'delete', before: { pid: 40, sid: 12, cat: 'GFN', serial: 'S-1' } })))
      .toMatchObject({ subject: 'product', action: 'delete', before: { pid: 40, cat: 'GFN', serial: 'S-1' }, after: null });
    const image = { etag: 'e1', mime: 'image/png', width: 4, height: 3 };
    expect(present(row({ entity: 'image', action: 'update', before: image, after: { ...image, etag: 'e2' } })))
      .toMatchObject({ subject: 'image', before: image, after: { ...image, etag: 'e2' } });
    expect(present(row({ entity: 'image', action: 'update', after: image }))).toMatchObject({ subject: 'image', before: null, after: image });
    const attachment = { iid: 12, name: 'a.pdf', mime: 'application/pdf', size: 10, width: null, height: null, etag: 'x' };
    expect(present(row({ entity: 'attachment', entityId: 7, action: 'create', recordKind: 'issue', after: attachment })))
      .toMatchObject({ subject: 'attachment', before: null, after: { id: 7, name: 'a.pdf', mime: 'application/pdf', size: 10, width: null, height: null } });
  });

  it('labels the record in the activity feed, with an empty label for one it cannot name', () => {
    const labels = new Map([[recordKey('issue', 12), 'NCR-2026-0012']]);
    expect(present(row({ entity: 'issue', action: 'update', recordKind: 'issue', field: 'status', before: 0, after: 1 }), { stations: new Map(), labels }))
      .toMatchObject({ recordLabel: 'NCR-2026-0012' });
    expect(present(row({ entity: 'station', action: 'update', field: 'name', before: 'a', after: 'b' }), { stations: new Map(), labels }))
      .toMatchObject({ recordLabel: '' });
    expect(present(row({ entity: 'station', action: 'update', field: 'name', before: 'a', after: 'b' }))).not.toHaveProperty('recordLabel');
  });
});
