import { describe, expect, it } from 'vitest';
import { STATION_FILTER } from '../../../shared/constants.ts';
import { readListView } from '../../lib/lists/listView.ts';
import { STATION_LIST_VIEW } from './stationListView.ts';

describe('the list view in the URL', () => {
  it('reads search, a known filter and a known sort column; the rest is the default', () => {
    expect(readListView(new URLSearchParams('q=linz&filter=3&sort=customer&dir=desc&page=4'), STATION_LIST_VIEW))
      .toEqual({ search: 'linz', filter: 3, sort: { key: 'customer', dir: 'desc' }, page: 4 });
    expect(readListView(new URLSearchParams('filter=9&sort=modif'), STATION_LIST_VIEW))
      .toEqual({ search: '', filter: STATION_FILTER.All, sort: null, page: 1 });
    expect(readListView(new URLSearchParams('filter='), STATION_LIST_VIEW).filter).toBe(STATION_FILTER.All);
  });
});
