import { describe, expect, it } from 'vitest';
import type { IssueSummary } from '../../../shared/records.ts';
import {
  boardFilterLabel, boardFilterTitle, matchesBoardFilters, normalizeAssignee, parseBoardFilters, parseCategory, parseStationId, withoutBoardFilter,
} from './boardFilters.ts';

const parse = (query: string) => parseBoardFilters(new URLSearchParams(query));
const issue = (fields: Partial<IssueSummary>): IssueSummary => ({
  iid: 1, snid: 'NCR-1', stn: 'Linz North', prod: 'ASC', status: 0, statc: 0, assTo: 'Anna Berger', rep: '2026-06-01',
  close: '1979-01-01T00:00:00.000Z', sid: 12, cat: 2, ...fields,
});

describe('parseBoardFilters', () => {
  it('reads assignee, category (number or label) and station, and leaves kiosk and other keys alone', () => {
    const filters = parse('kiosk=abc&assignee=Anna%20Berger&category=major&station=12&category=4&foo=bar');
    expect(filters).toMatchObject({ assignees: ['anna berger'], categories: [2, 4], stations: [12], ignored: [] });
    expect(filters.active).toEqual([
      { key: 'assignee', raw: 'Anna Berger' }, { key: 'category', raw: 'major' }, { key: 'station', raw: '12' }, { key: 'category', raw: '4' },
    ]);
  });

  it('ignores what it cannot understand, and empty values without a word', () => {
    const filters = parse('category=Critical&category=0&category=5&station=abc&station=0&station=99999999999&station=-3&station=1.5&assignee=%20&category=');
    expect(filters).toMatchObject({ assignees: [], categories: [], stations: [], active: [] });
    expect(filters.ignored.map((f) => `${f.key}=${f.raw}`)).toEqual([
      'category=Critical', 'category=0', 'category=5', 'station=abc', 'station=0', 'station=99999999999', 'station=-3', 'station=1.5',
    ]);
    expect(parse(`assignee=${'x'.repeat(201)}`).ignored).toHaveLength(1);
  });

  it('counts a value given twice once', () => {
    expect(parse('category=2&category=Major&assignee=anna%20berger&assignee=Anna  Berger').active).toHaveLength(2);
  });
});

describe('parsers', () => {
  it('take categories by number or label in any case, station ids as plain digits in range', () => {
    expect(['1', 'Minor', 'SUPPLIER', ' internal ', '02', 'x', '', '7'].map(parseCategory)).toEqual([1, 1, 3, 4, 2, null, null, null]);
    expect(['12', ' 7 ', '2147483647', '2147483648', '0', '1e3', '0x10', ''].map(parseStationId)).toEqual([12, 7, 2147483647, null, null, null, null, null]);
    expect(normalizeAssignee('  Anna   Berger ')).toBe('anna berger');
  });
});

describe('matchesBoardFilters', () => {
  it('needs every key given, and any of its values', () => {
    const anna = issue({});
    expect(matchesBoardFilters(anna, parse(''))).toBe(true);
    expect(matchesBoardFilters(anna, parse('assignee=ANNA%20BERGER'))).toBe(true);
    expect(matchesBoardFilters(anna, parse('assignee=Jonas%20Weber&assignee=Anna%20Berger&category=Major'))).toBe(true);
    expect(matchesBoardFilters(anna, parse('assignee=Anna%20Berger&category=Minor'))).toBe(false);
    expect(matchesBoardFilters(anna, parse('station=12&station=13'))).toBe(true);
    expect(matchesBoardFilters(anna, parse('station=13'))).toBe(false);
    expect(matchesBoardFilters(issue({ assTo: '' }), parse('assignee=Anna%20Berger'))).toBe(false);
    // an ignored value does not narrow the board
    expect(matchesBoardFilters(anna, parse('category=Critical&station=abc'))).toBe(true);
  });
});

describe('withoutBoardFilter', () => {
  it('removes one filter in every spelling and keeps the rest, kiosk= included', () => {
    const params = new URLSearchParams('kiosk=t0k&category=2&assignee=Anna%20Berger&category=Major&category=Minor');
    expect(withoutBoardFilter(params, { key: 'category', raw: 'major' }).toString()).toBe('kiosk=t0k&assignee=Anna+Berger&category=Minor');
    expect(withoutBoardFilter(params, { key: 'assignee', raw: 'anna berger' }).toString()).toBe('kiosk=t0k&category=2&category=Major&category=Minor');
  });
});

describe('boardFilterLabel', () => {
  it('names people and stations as the NCRs do, categories by label, an unseen station by its number', () => {
    const issues = [issue({})];
    expect(boardFilterLabel({ key: 'assignee', raw: 'anna  berger' }, issues)).toBe('Assignee: Anna Berger');
    expect(boardFilterLabel({ key: 'assignee', raw: 'Jonas Weber' }, issues)).toBe('Assignee: Jonas Weber');
    expect(boardFilterLabel({ key: 'category', raw: '3' }, issues)).toBe('Category: Supplier');
    expect(boardFilterLabel({ key: 'station', raw: '12' }, issues)).toBe('Station: Linz North');
    expect(boardFilterLabel({ key: 'station', raw: '40' }, issues)).toBe('Station: #40');
  });
});

describe('boardFilterTitle', () => {
  it('says each key once, with its values, in a fixed order', () => {
    const issues = [issue({})];
    expect(boardFilterTitle(parse('category=2&station=12&assignee=anna%20berger&category=minor&assignee=Jonas%20Weber'), issues))
      .toBe('Assignee: Anna Berger, Jonas Weber · Category: Major, Minor · Station: Linz North');
    expect(boardFilterTitle(parse('category=nope'), issues)).toBe('');
  });
});
