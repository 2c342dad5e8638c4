import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/history.ts';
import { groupEntries } from './historyGroups.ts';

let nextId = 100;
function entry(actor: string, at: string, record: { kind?: 'station' | 'issue'; id?: number } = {}): HistoryEntry {
  return {
    id: String(nextId--), at, actor, kind: record.kind ?? 'station', recordId: record.id ?? 1, action: 'update',
    subject: 'field', field: 'customer', before: '', after: 'x',
  };
}

describe('groupEntries', () => {
  it('puts consecutive entries of one person within one minute together, newest first', () => {
    const entries = [
      entry('anna', '2024-05-02T10:15:59.900Z'),
      entry('anna', '2024-05-02T10:15:00.000Z'),
      entry('anna', '2024-05-02T10:14:59.999Z'), // the minute before: a new group
      entry('jonas', '2024-05-02T10:14:30.000Z'),
      entry('anna', '2024-05-02T10:14:10.000Z'), // anna again, but jonas came between
      entry('anna', '2024-05-02T10:14:00.000Z'),
    ];
    const groups = groupEntries(entries);
    expect(groups.map((g) => [g.actor, g.at, g.entries.length])).toEqual([
      ['anna', '2024-05-02T10:15:59.900Z', 2],
      ['anna', '2024-05-02T10:14:59.999Z', 1],
      ['jonas', '2024-05-02T10:14:30.000Z', 1],
      ['anna', '2024-05-02T10:14:10.000Z', 2],
    ]);
    expect(groups.flatMap((g) => g.entries)).toEqual(entries);
    expect(groups.map((g) => g.key)).toEqual([entries[0]!.id, entries[2]!.id, entries[3]!.id, entries[4]!.id]);
  });

  it('splits by record too when the feed names each group\'s record', () => {
    const entries = [
      entry('anna', '2024-05-02T10:15:30Z', { kind: 'station', id: 1 }),
      entry('anna', '2024-05-02T10:15:20Z', { kind: 'issue', id: 1 }),
      entry('anna', '2024-05-02T10:15:10Z', { kind: 'issue', id: 1 }),
      entry('anna', '2024-05-02T10:15:00Z', { kind: 'issue', id: 2 }),
    ];
    expect(groupEntries(entries).map((g) => g.entries.length)).toEqual([4]);
    expect(groupEntries(entries, { byRecord: true }).map((g) => g.entries.length)).toEqual([1, 2, 1]);
  });

  it('has no groups for no entries', () => {
    expect(groupEntries([])).toEqual([]);
  });
});
