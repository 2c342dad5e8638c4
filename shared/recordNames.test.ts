import { describe, expect, it } from 'vitest';
import { subscribeRequest } from './schemas/realtime.ts';
import { parseRecordName, recordName } from './recordNames.ts';

describe('record names', () => {
  it('name a record and read the name back', () => {
    expect(recordName('station', 12)).toBe('station:12');
    expect(parseRecordName('issue:2147483647')).toEqual({ kind: 'issue', id: 2147483647 });
  });

  it('name no record outside the kinds and the id columns, so neither a room nor a doc can be asked for one', () => {
    for (const bad of ['station:2147483648', 'issue:9999999999', 'station:0', 'station:012', 'station:1 ', 'settings:1', 'station:', 'stations']) {
      expect(parseRecordName(bad), bad).toBeNull();
    }
    expect(subscribeRequest.safeParse(['station:2147483648']).success).toBe(false);
  });
});
