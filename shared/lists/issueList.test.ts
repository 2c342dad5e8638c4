import { describe, expect, it } from 'vitest';
import { ISSUE_FILTER, ISSUE_STATUS, type IssueFilter } from '../constants.ts';
import type { IssueSummary } from '../records.ts';
import { NO_ISSUE_FACETS, parseIssueFacets } from './issueFacets.ts';
import { ISSUE_SORT_COLUMNS, issueListSort, matchesFilter, matchesSearch, toIssueFilter, visibleIssues, type IssueSortKey } from './issueList.ts';
import { sortOrder, type SortColumn } from './sortKeys.ts';

function issue(overrides: Partial<IssueSummary>): IssueSummary {
  return {
    iid: 1, snid: 'NCR-2026-0001', stn: 'Substation Linz', prod: 'GFN 20 kV IGBT module', status: ISSUE_STATUS.New,
    statc: ISSUE_STATUS.New, assTo: 'Anna Berger', rep: '2026-01-02', close: '1979-01-01T00:00:00.000Z', sid: 1, cat: 1, actDue: [], rc: 0, eff: 0, ...overrides,
  };
}

describe('matchesSearch', () => {
  const item = issue({});

  it('matches case-insensitive substrings of NCR number, station and product', () => {
    expect(matchesSearch(item, ['ncr-2026'])).toBe(true);
    expect(matchesSearch(item, ['linz'])).toBe(true);
    expect(matchesSearch(item, ['igbt'])).toBe(true);
    expect(matchesSearch(item, ['vienna'])).toBe(false);
  });

  it('needs every word to match, each in any of the fields', () => {
    expect(matchesSearch(item, ['linz', 'igbt'])).toBe(true);
    expect(matchesSearch(item, ['linz', 'vienna'])).toBe(false);
  });

  it('does not search other fields', () => {
    expect(matchesSearch(item, ['anna'])).toBe(false);
  });

  it('matches everything without words', () => {
    expect(matchesSearch(item, [])).toBe(true);
  });
});

describe('matchesFilter', () => {
  it('Open Issues hides resolved ones, whatever the customer status', () => {
    expect(matchesFilter(issue({ status: ISSUE_STATUS.New }), ISSUE_FILTER.Open, null)).toBe(true);
    expect(matchesFilter(issue({ status: ISSUE_STATUS.InProgress, statc: ISSUE_STATUS.Resolved }), ISSUE_FILTER.Open, null)).toBe(true);
    expect(matchesFilter(issue({ status: ISSUE_STATUS.Resolved, statc: ISSUE_STATUS.New }), ISSUE_FILTER.Open, null)).toBe(false);
  });

  it('Assigned to me compares the assignee with the stored person', () => {
    expect(matchesFilter(issue({ assTo: 'Anna Berger' }), ISSUE_FILTER.AssignedToMe, 'Anna Berger')).toBe(true);
    expect(matchesFilter(issue({ assTo: 'Jonas Weber' }), ISSUE_FILTER.AssignedToMe, 'Anna Berger')).toBe(false);
    expect(matchesFilter(issue({ assTo: 'Anna Berger', status: ISSUE_STATUS.Resolved }), ISSUE_FILTER.AssignedToMe, 'Anna Berger')).toBe(true);
  });

  it('Assigned to me matches nothing without a stored person, not the unassigned issues', () => {
    expect(matchesFilter(issue({ assTo: '' }), ISSUE_FILTER.AssignedToMe, '')).toBe(false);
    expect(matchesFilter(issue({ assTo: '' }), ISSUE_FILTER.AssignedToMe, null)).toBe(false);
  });

  it('All Issues shows every issue', () => {
    expect(matchesFilter(issue({ status: ISSUE_STATUS.Resolved }), ISSUE_FILTER.All, null)).toBe(true);
  });
});

describe('visibleIssues', () => {
  const list = [
    issue({ iid: 3, snid: 'NCR-2026-0003', stn: 'Linz', status: ISSUE_STATUS.Resolved }),
    issue({ iid: 2, snid: 'NCR-2026-0002', stn: 'Graz', prod: 'ASC coil' }),
    issue({ iid: 1, snid: 'NCR-2026-0001', stn: 'Linz', prod: 'ASC coil', assTo: 'Jonas Weber' }),
  ];

  const iids = (phrase: string, filter: IssueFilter, me: string | null, facets = NO_ISSUE_FACETS) =>
    visibleIssues(list, { phrase, filter, facets }, me).map((i) => i.iid);

  it('combines filter and search and keeps the order', () => {
    expect(iids('', ISSUE_FILTER.Open, null)).toEqual([2, 1]);
    expect(iids('linz', ISSUE_FILTER.All, null)).toEqual([3, 1]);
    expect(iids('asc linz', ISSUE_FILTER.All, null)).toEqual([1]);
    expect(iids('l', ISSUE_FILTER.All, null)).toEqual([3, 2, 1]);
    expect(iids('', ISSUE_FILTER.AssignedToMe, 'Jonas Weber')).toEqual([1]);
  });

  it('narrows by the facets of the URL too, with the filter and the search', () => {
    const facets = (key: string, value: string) => parseIssueFacets([[key, value]]);
    expect(iids('', ISSUE_FILTER.All, null, facets('product', 'asc COIL'))).toEqual([2, 1]);
    expect(iids('linz', ISSUE_FILTER.All, null, facets('product', 'asc coil'))).toEqual([1]);
    expect(iids('', ISSUE_FILTER.Open, null, facets('assignee', 'Anna Berger'))).toEqual([2]);
    expect(iids('', ISSUE_FILTER.All, null, facets('category', 'Critical'))).toEqual([3, 2, 1]);
  });
});

describe('toIssueFilter', () => {
  it('accepts only the filter values', () => {
    expect(toIssueFilter(2)).toBe(2);
    expect(toIssueFilter('0')).toBe(0);
    expect(toIssueFilter('1')).toBe(1);
    expect(toIssueFilter(5)).toBeNull();
    expect(toIssueFilter('')).toBeNull();
    expect(toIssueFilter(null)).toBeNull();
    expect(toIssueFilter('x')).toBeNull();
    expect(['1e0', '0x1', '1.0', ' 1'].map(toIssueFilter)).toEqual([null, null, null, null]);
  });
});

describe('sorting', () => {
  const list = [
    issue({ iid: 1, snid: 'NCR-2026-100', stn: 'Graz', status: ISSUE_STATUS.Resolved, statc: ISSUE_STATUS.Resolved, assTo: '', rep: '2026-03-01', close: '2026-04-01T10:00:00.000Z' }),
    issue({ iid: 2, snid: 'NCR-2026-99', stn: 'linz', status: ISSUE_STATUS.New, statc: ISSUE_STATUS.InProgress, assTo: 'Jonas Weber', rep: '1979-01-01' }),
    issue({ iid: 3, snid: 'NCR-2025-7', stn: 'Ähnlich', status: ISSUE_STATUS.New, statc: ISSUE_STATUS.New, assTo: 'Anna Berger', rep: '2025-12-24' }),
  ];
  const iids = (key: IssueSortKey, dir: 'asc' | 'desc') => {
    const column: SortColumn<IssueSummary> = ISSUE_SORT_COLUMNS[key];
    return sortOrder(list.map(column), dir).map((index) => list[index]!.iid);
  };

  it('sorts NCR numbers by their numbers and stations without regard to case or accents', () => {
    expect(iids('snid', 'asc')).toEqual([3, 2, 1]);
    expect(iids('stn', 'asc')).toEqual([3, 1, 2]);
    expect(iids('stn', 'desc')).toEqual([2, 1, 3]);
  });

  it('sorts by status, then the customer status', () => {
    expect(iids('status', 'asc')).toEqual([3, 2, 1]);
    expect(iids('status', 'desc')).toEqual([1, 2, 3]);
  });

  it('puts an unassigned issue and dates that are not set last, both ways', () => {
    expect(iids('assTo', 'asc')).toEqual([3, 2, 1]);
    expect(iids('assTo', 'desc')).toEqual([2, 3, 1]);
    expect(iids('rep', 'asc')).toEqual([3, 1, 2]);
    expect(iids('rep', 'desc')).toEqual([1, 3, 2]);
    expect(iids('close', 'desc')).toEqual([1, 2, 3]);
  });

  it('does not sort Open Issues by the Closed column, which it does not show', () => {
    expect(issueListSort({ key: 'close', dir: 'desc' }, ISSUE_FILTER.Open)).toBeNull();
    expect(issueListSort({ key: 'close', dir: 'desc' }, ISSUE_FILTER.All)).toEqual({ key: 'close', dir: 'desc' });
    expect(issueListSort({ key: 'rep', dir: 'asc' }, ISSUE_FILTER.Open)).toEqual({ key: 'rep', dir: 'asc' });
    expect(issueListSort(null, ISSUE_FILTER.All)).toBeNull();
  });
});
