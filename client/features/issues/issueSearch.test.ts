import { describe, expect, it } from 'vitest';
import { ISSUE_FILTER, ISSUE_STATUS } from '../../../shared/constants.ts';
import type { IssueSummary } from '../../../shared/records.ts';
import { matchesFilter, matchesSearch, toIssueFilter, visibleIssues } from './issueSearch.ts';

function issue(overrides: Partial<IssueSummary>): IssueSummary {
  return {
    iid: 1, snid: 'NCR-2026-0001', stn: 'Substation Linz', prod: 'GFN 20 kV IGBT module', status: ISSUE_STATUS.New,
    statc: ISSUE_STATUS.New, assTo: 'Anna Berger', rep: '2026-01-02', close: '1979-01-01T00:00:00.000Z', ...overrides,
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

  it('combines filter and search and keeps the order', () => {
    expect(visibleIssues(list, '', ISSUE_FILTER.Open, null).map((i) => i.iid)).toEqual([2, 1]);
    expect(visibleIssues(list, 'linz', ISSUE_FILTER.All, null).map((i) => i.iid)).toEqual([3, 1]);
    expect(visibleIssues(list, 'asc linz', ISSUE_FILTER.All, null).map((i) => i.iid)).toEqual([1]);
    expect(visibleIssues(list, 'l', ISSUE_FILTER.All, null).map((i) => i.iid)).toEqual([3, 2, 1]);
    expect(visibleIssues(list, '', ISSUE_FILTER.AssignedToMe, 'Jonas Weber').map((i) => i.iid)).toEqual([1]);
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
  });
});
