import { describe, expect, it } from 'vitest';
import { ISSUE_PRODUCT_MAX, SHORT_TEXT_MAX } from '../../../shared/constants.ts';
import { issueFields } from '../../../shared/schemas/issue.ts';
import { stationFields } from '../../../shared/schemas/station.ts';
import { checkField } from './fieldCheck.ts';

const station = (name: keyof typeof stationFields, value: unknown) => checkField(stationFields[name].input, value);
const issue = (name: keyof typeof issueFields, value: unknown) => checkField(issueFields[name].input, value);

describe('checkField, with the shared field schemas', () => {
  it('project id and name: longer than 3 and 2 characters, trimmed as the server stores them', () => {
    expect(station('projId', ' 2100 ')).toEqual({ value: '2100' });
    expect(station('projId', '210')).toEqual({ error: 'Must be longer than 3 characters' });
    expect(station('name', 'Abc')).toEqual({ value: 'Abc' });
    expect(station('name', 'Ab')).toEqual({ error: 'Must be longer than 2 characters' });
  });

  it('coordinates: empty or a latitude, longitude pair', () => {
    expect(station('coordinates', '')).toEqual({ value: '' });
    expect(station('coordinates', '55.7, 12.6')).toEqual({ value: '55.7, 12.6' });
    expect(station('coordinates', 'north')).toEqual({ error: "Must be 'latitude, longitude' in decimal degrees" });
    expect(station('coordinates', '95, 10')).toHaveProperty('error');
  });

  it('any text: at most SHORT_TEXT_MAX characters, and nothing a record cannot hold', () => {
    expect(station('customer', 'x'.repeat(SHORT_TEXT_MAX))).toEqual({ value: 'x'.repeat(SHORT_TEXT_MAX) });
    expect(station('customer', 'x'.repeat(SHORT_TEXT_MAX + 1))).toEqual({ error: `Must be at most ${SHORT_TEXT_MAX} characters` });
    expect(station('reactor', 'a\u0000b')).toHaveProperty('error');
  });

  it('NCR number and product: not empty; the product at most 41 characters', () => {
    expect(issue('snid', ' ')).toEqual({ error: 'Must not be empty' });
    expect(issue('snid', ' NCR-1 ')).toEqual({ value: 'NCR-1' });
    expect(issue('product', ' GFN coil ')).toEqual({ value: 'GFN coil' });
    expect(issue('product', 'x'.repeat(ISSUE_PRODUCT_MAX + 1))).toEqual({ error: `Must be at most ${ISSUE_PRODUCT_MAX} characters` });
  });
});
