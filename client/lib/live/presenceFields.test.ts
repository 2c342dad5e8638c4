import { describe, expect, it } from 'vitest';
import { parsePartField, partField, presenceFieldText } from './presenceFields.ts';

describe('the field presence names', () => {
  it('names a part\'s field by the part and the field, within the room\'s 40 characters', () => {
    expect(partField('action:12', 'descr')).toBe('action:12.descr');
    expect(partField('action:2147483647', 'showCust').length).toBeLessThanOrEqual(40);
    expect(parsePartField('action:12.descr')).toEqual({ part: 'action:12', field: 'descr' });
  });

  it('reads as words, a record\'s own field by its label as it came', () => {
    expect(presenceFieldText('action:12.descr')).toBe('action 12 (Action)');
    expect(presenceFieldText('action:7.due')).toBe('action 7 (Due)');
    expect(presenceFieldText('Status')).toBe('Status');
    expect(parsePartField('Status')).toBeNull();
    expect(parsePartField('action:0.due')).toBeNull();
  });
});
