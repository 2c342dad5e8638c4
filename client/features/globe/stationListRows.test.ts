import { describe, expect, it } from 'vitest';
import type { StationLocation } from '../../../shared/records.ts';
import { byCountry, stationListRows } from './stationListRows.ts';

const station = (id: number, name: string, type: string, country: string, year = 0): StationLocation =>
  ({ id, name, type, country, year, img: '', lat: 0, lng: 0 });

const locations = byCountry([
  station(1, 'Wien Süd', 'GFN', 'Austria', 2019),
  station(2, 'Zürich 10', 'ASC', 'Switzerland', 2008),
  station(3, 'Zürich 9', 'GFN-CC', 'Switzerland'),
  station(4, 'Graz', 'ASC', 'Austria', 1998),
  station(5, 'Reykjavík', '', 'Iceland', 2022),
]);
const names = (rows: readonly StationLocation[]) => rows.map((row) => row.name);

describe('the globe\'s list view', () => {
  it('lists by country and then name without a sort', () => {
    expect(names(stationListRows(locations, '', null))).toEqual(['Graz', 'Wien Süd', 'Reykjavík', 'Zürich 9', 'Zürich 10']);
  });

  it('searches name, type, country and year from two characters, every word, without regard to case', () => {
    expect(names(stationListRows(locations, 'z', null))).toHaveLength(5); // one character: not applied yet
    expect(names(stationListRows(locations, 'zü', null))).toEqual(['Zürich 9', 'Zürich 10']);
    expect(names(stationListRows(locations, 'gfn', null))).toEqual(['Wien Süd', 'Zürich 9']);
    expect(names(stationListRows(locations, 'austria asc', null))).toEqual(['Graz']);
    expect(names(stationListRows(locations, '2022', null))).toEqual(['Reykjavík']);
    expect(names(stationListRows(locations, 'nowhere', null))).toEqual([]);
  });

  it('sorts by a column either way, numbers in names by value and empty values last', () => {
    expect(names(stationListRows(locations, '', { key: 'name', dir: 'asc' }))).toEqual(['Graz', 'Reykjavík', 'Wien Süd', 'Zürich 9', 'Zürich 10']);
    expect(names(stationListRows(locations, '', { key: 'name', dir: 'desc' }))).toEqual(['Zürich 10', 'Zürich 9', 'Wien Süd', 'Reykjavík', 'Graz']);
    expect(names(stationListRows(locations, '', { key: 'year', dir: 'desc' }))).toEqual(['Reykjavík', 'Wien Süd', 'Zürich 10', 'Graz', 'Zürich 9']);
    expect(names(stationListRows(locations, '', { key: 'type', dir: 'asc' })).at(-1)).toBe('Reykjavík');
    expect(names(stationListRows(locations, 'zürich', { key: 'country', dir: 'desc' }))).toEqual(['Zürich 9', 'Zürich 10']);
  });
});
