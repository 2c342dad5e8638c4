import { describe, expect, it } from 'vitest';
import { NOT_SET_DATE, STATION_FILTER } from '../constants.ts';
import type { StationListItem } from '../records.ts';
import { sortOrder } from './sortKeys.ts';
import { filterStations, matchesFilter, matchesSearch, parseStationFilter, STATION_SORT_COLUMNS, stationListPredicate, toStationFilter, type StationSortKey } from './stationList.ts';

function station(over: Partial<StationListItem>): StationListItem {
  return {
    sid: 1, projId: '21001', name: 'Nordhavn Substation', customer: 'Ørsted Grid', reactor: '10-100 A', product: 'GFN',
    active: true, ncr: false, pr: false, wend: NOT_SET_DATE, parent: 0, modif: '2024-01-01T00:00:00.000Z', ...over,
  };
}

describe('matchesSearch', () => {
  const s = station({});

  it('matches each field as a case-insensitive substring', () => {
    expect(matchesSearch(s, ['210'])).toBe(true);
    expect(matchesSearch(s, ['havn'])).toBe(true);
    expect(matchesSearch(s, ['ørsted'])).toBe(true);
    expect(matchesSearch(s, ['100'])).toBe(true);
    expect(matchesSearch(s, ['gfn'])).toBe(true);
  });

  it('needs every word to match, in any field', () => {
    expect(matchesSearch(s, ['nord', 'gfn'])).toBe(true);
    expect(matchesSearch(s, ['nord', 'asc'])).toBe(false);
  });

  it('matches everything without words', () => {
    expect(matchesSearch(s, [])).toBe(true);
  });

  it('does not search other fields', () => {
    expect(matchesSearch(station({ projId: 'X', name: 'Y', customer: 'Z', reactor: '', product: '' }), ['2024'])).toBe(false);
  });
});

describe('matchesFilter', () => {
  const today = '2025-06-15';

  it('All passes everything', () => {
    expect(matchesFilter(station({ active: false }), STATION_FILTER.All, today)).toBe(true);
  });

  it('filters on active, ncr and remaining payment', () => {
    expect(matchesFilter(station({ active: true }), STATION_FILTER.Active, today)).toBe(true);
    expect(matchesFilter(station({ active: false }), STATION_FILTER.Active, today)).toBe(false);
    expect(matchesFilter(station({ ncr: true }), STATION_FILTER.NcrActive, today)).toBe(true);
    expect(matchesFilter(station({ ncr: false }), STATION_FILTER.NcrActive, today)).toBe(false);
    expect(matchesFilter(station({ pr: true }), STATION_FILTER.RemainingPayment, today)).toBe(true);
    expect(matchesFilter(station({ pr: false }), STATION_FILTER.RemainingPayment, today)).toBe(false);
  });

  it('Warranty Left needs a warranty end after today; 1979 means not set', () => {
    expect(matchesFilter(station({ wend: '2025-06-16' }), STATION_FILTER.WarrantyLeft, today)).toBe(true);
    expect(matchesFilter(station({ wend: '2025-06-15' }), STATION_FILTER.WarrantyLeft, today)).toBe(false);
    expect(matchesFilter(station({ wend: '2024-01-01' }), STATION_FILTER.WarrantyLeft, today)).toBe(false);
    expect(matchesFilter(station({ wend: NOT_SET_DATE }), STATION_FILTER.WarrantyLeft, today)).toBe(false);
    expect(matchesFilter(station({ wend: '' }), STATION_FILTER.WarrantyLeft, today)).toBe(false);
  });
});

describe('filterStations', () => {
  const list = [
    station({ sid: 1, name: 'Alpha North', active: true }),
    station({ sid: 2, name: 'Beta North', active: false }),
    station({ sid: 3, name: 'Gamma North', active: true }),
    station({ sid: 4, name: 'Delta South', active: true }),
  ];

  it('combines search and filter and keeps the order', () => {
    expect(filterStations(list, 'north', STATION_FILTER.Active, '2025-01-01').map((s) => s.sid)).toEqual([1, 3]);
    expect(filterStations(list, 'n', STATION_FILTER.All, '2025-01-01').map((s) => s.sid)).toEqual([1, 2, 3, 4]);
  });

  it('gives no predicate when nothing narrows the list, one row at a time otherwise', () => {
    expect(stationListPredicate(' n ', STATION_FILTER.All, '2025-01-01')).toBeNull();
    const passes = stationListPredicate('north', STATION_FILTER.Active, '2025-01-01')!;
    expect(list.filter(passes).map((s) => s.sid)).toEqual([1, 3]);
  });
});

describe('toStationFilter', () => {
  it('accepts the known values only', () => {
    expect(toStationFilter('4')).toBe(4);
    expect(toStationFilter(2)).toBe(2);
    expect(toStationFilter('7')).toBe(0);
    expect(toStationFilter(null)).toBe(0);
    expect(toStationFilter('x')).toBe(0);
  });

  it('reads a filter of a URL in plain digits, and nothing else', () => {
    expect(['0', '4', ' 2', '7', '', 'x', '1.0', '-1', '1e0', '0x1'].map(parseStationFilter)).toEqual([0, 4, null, null, null, null, null, null, null, null]);
  });
});

describe('sorting', () => {
  const list = [
    station({ sid: 1, projId: '10010', name: 'Öresund', customer: '' }),
    station({ sid: 2, projId: '9999', name: 'alpha', customer: 'Zeta' }),
    station({ sid: 3, projId: 'P-10001', name: 'Beta', customer: 'Acme' }),
    station({ sid: 4, projId: 'P-2001', name: 'oslo', customer: 'Acme' }),
  ];
  const sids = (key: StationSortKey, dir: 'asc' | 'desc') => sortOrder(list.map(STATION_SORT_COLUMNS[key]), dir).map((index) => list[index]!.sid);

  it('sorts project ids with numbers in number order, names without regard to case or accents', () => {
    expect(sids('projId', 'asc')).toEqual([2, 1, 4, 3]);
    expect(sids('name', 'asc')).toEqual([2, 3, 1, 4]);
    expect(sids('name', 'desc')).toEqual([4, 1, 3, 2]);
  });

  it('puts empty values last both ways and keeps the order of equal ones', () => {
    expect(sids('customer', 'asc')).toEqual([3, 4, 2, 1]);
    expect(sids('customer', 'desc')).toEqual([2, 3, 4, 1]);
  });
});
