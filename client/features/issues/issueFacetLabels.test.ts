import { describe, expect, it } from 'vitest';
import { parseIssueFacets } from '../../../shared/lists/issueFacets.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { issueFacetLabel, issueFacetTitle } from './issueFacetLabels.ts';

const parse = (query: string) => parseIssueFacets(new URLSearchParams(query));
const issue = (fields: Partial<IssueSummary>): IssueSummary => ({
  iid: 1, snid: 'NCR-1', stn: 'Linz North', prod: 'ASC coil', status: 0, statc: 0, assTo: 'Anna Berger', rep: '2026-06-01',
  close: '1979-01-01T00:00:00.000Z', sid: 12, cat: 2, actDue: [], rc: 0, eff: 0, ...fields,
});

describe('issueFacetLabel', () => {
  it('names people, products and stations as the NCRs do, categories by label, an unseen station by its number', () => {
    const issues = [issue({})];
    expect(issueFacetLabel({ key: 'assignee', raw: 'anna  berger' }, issues)).toBe('Assignee: Anna Berger');
    expect(issueFacetLabel({ key: 'assignee', raw: 'Jonas Weber' }, issues)).toBe('Assignee: Jonas Weber');
    expect(issueFacetLabel({ key: 'category', raw: '3' }, issues)).toBe('Category: Supplier');
    expect(issueFacetLabel({ key: 'station', raw: '12' }, issues)).toBe('Station: Linz North');
    expect(issueFacetLabel({ key: 'station', raw: '40' }, issues)).toBe('Station: #40');
    expect(issueFacetLabel({ key: 'product', raw: 'asc COIL' }, issues)).toBe('Product: ASC coil');
    expect(issueFacetLabel({ key: 'product', raw: ' GFN  20 kV' }, issues)).toBe('Product: GFN 20 kV');
    expect(issueFacetLabel({ key: 'reported', raw: '2026-01-05..2026-01-11' }, issues)).toBe('Reported: 2026-01-05 – 2026-01-11');
  });
});

describe('issueFacetTitle', () => {
  it('says each key once, with its values, in a fixed order', () => {
    const issues = [issue({})];
    expect(issueFacetTitle(parse('category=2&station=12&assignee=anna%20berger&category=minor&assignee=Jonas%20Weber'), issues))
      .toBe('Assignee: Anna Berger, Jonas Weber · Category: Major, Minor · Station: Linz North');
    expect(issueFacetTitle(parse('category=nope'), issues)).toBe('');
  });
});
