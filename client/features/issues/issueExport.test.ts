import { describe, expect, it } from 'vitest';
import { ISSUE_FILTER } from '../../../shared/constants.ts';
import { parseIssueFacets } from '../../../shared/lists/issueFacets.ts';
import { issueExportQuery } from '../../../shared/schemas/export.ts';
import { issueExportHref } from './issueExport.ts';

const facets = (query: string) => parseIssueFacets(new URLSearchParams(query));
/** The query as Express reads it: a repeated key as a list. */
const queryOf = (href: string) => {
  const params = new URL(href, 'http://x').searchParams;
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key).length > 1 ? params.getAll(key) : params.get(key)]));
};

describe('issueExportHref', () => {
  it('exports the default view (Open Issues) without parameters', () => {
    expect(issueExportHref({ search: '', filter: ISSUE_FILTER.Open, sort: null, page: 1 }, facets(''))).toBe('/api/export/issues.csv');
  });

  it('carries the search, the filter, the sort and the facets that apply, not the page nor what the list ignores', () => {
    const href = issueExportHref({ search: 'coil', filter: ISSUE_FILTER.AssignedToMe, sort: { key: 'rep', dir: 'desc' }, page: 2 },
      facets('category=Major&category=Critical&station=12&station=7&reported=2026-01-05..2026-01-11&kiosk=x'));
    expect(href).toBe('/api/export/issues.csv?category=Major&station=12&station=7&reported=2026-01-05..2026-01-11&q=coil&filter=1&sort=rep&dir=desc');
    expect(issueExportQuery.parse(queryOf(href))).toEqual({
      q: 'coil', filter: ISSUE_FILTER.AssignedToMe, sort: { key: 'rep', dir: 'desc' },
      facets: { assignees: [], categories: [2], stations: [12, 7], products: [], reported: [{ from: '2026-01-05', to: '2026-01-11' }],
        rootCauses: [], effectiveness: [], statuses: [] },
    });
  });

  it('leaves out a sort by Closed for Open Issues, as the list does', () => {
    expect(issueExportHref({ search: '', filter: ISSUE_FILTER.Open, sort: { key: 'close', dir: 'asc' }, page: 1 }, facets(''))).toBe('/api/export/issues.csv');
    expect(issueExportHref({ search: '', filter: ISSUE_FILTER.All, sort: { key: 'close', dir: 'asc' }, page: 1 }, facets('')))
      .toBe('/api/export/issues.csv?filter=0&sort=close');
  });
});
