import { describe, expect, it } from 'vitest';
import { ISSUE_FILTER } from '../../../shared/constants.ts';
import { readListView } from '../../lib/lists/listView.ts';
import { ISSUE_LIST_VIEW } from './issueListView.ts';

describe('the NCR list view in the URL', () => {
  it('reads its view from the URL: filter 0 to 2 only, default Open Issues', () => {
    expect(readListView(new URLSearchParams('filter=0&sort=rep&dir=desc&page=3'), ISSUE_LIST_VIEW))
      .toEqual({ search: '', filter: ISSUE_FILTER.All, sort: { key: 'rep', dir: 'desc' }, page: 3 });
    expect(readListView(new URLSearchParams('filter=5&q=coil'), ISSUE_LIST_VIEW))
      .toEqual({ search: 'coil', filter: ISSUE_FILTER.Open, sort: null, page: 1 });
  });
});
