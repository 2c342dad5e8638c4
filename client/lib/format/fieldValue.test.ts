import { describe, expect, it } from 'vitest';
import { NOT_SET_DATE, NOT_SET_TIMESTAMP } from '../../../shared/constants.ts';
import { EMPTY_VALUE } from './emptyValue.ts';
import { formatFieldValue } from './fieldValue.ts';

describe('formatFieldValue', () => {
  it('shows values as the fields do', () => {
    expect(formatFieldValue('station', 'ack', '2024-02-29')).toBe('2024-02-29');
    expect(formatFieldValue('station', 'ack', NOT_SET_DATE)).toBe(EMPTY_VALUE);
    expect(formatFieldValue('station', 'active', true)).toBe('Yes');
    expect(formatFieldValue('station', 'pr', false)).toBe('No');
    expect(formatFieldValue('station', 'owner', 'Anna Berger')).toBe('Anna Berger');
    expect(formatFieldValue('station', 'owner', '')).toBe(EMPTY_VALUE);
    expect(formatFieldValue('station', 'customer', null)).toBe(EMPTY_VALUE);
    expect(formatFieldValue('issue', 'status', 1)).toBe('In Progress');
    expect(formatFieldValue('issue', 'statusC', 2)).toBe('Resolved');
    expect(formatFieldValue('issue', 'cat', 2)).toBe('Major');
    expect(formatFieldValue('issue', 'cat', 9)).toBe('9'); // a value the client does not know
    expect(formatFieldValue('issue', 'reported', '2023-11-05')).toBe('2023-11-05');
    expect(formatFieldValue('issue', 'closed', '2024-03-01T16:20:00.000Z')).toBe('2024-03-01');
    expect(formatFieldValue('issue', 'closed', NOT_SET_TIMESTAMP)).toBe(EMPTY_VALUE);
  });
});
