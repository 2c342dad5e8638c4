import { describe, expect, it } from 'vitest';
import type { IssueSummary } from '../records.ts';
import { foldName, issueFacetQuery, matchesIssueFacets, parseCategory, parseDateRange, parseIssueFacets, parseStationId, withoutIssueFacet } from './issueFacets.ts';

/** A query string's pairs (values with %20 for spaces, as the tests write them). */
const queryPairs = (query: string) => query.split('&').filter(Boolean)
  .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
const parse = (query: string) => parseIssueFacets(queryPairs(query));
const issue = (fields: Partial<IssueSummary>): IssueSummary => ({
  iid: 1, snid: 'NCR-1', stn: 'Linz North', prod: 'ASC', status: 0, statc: 0, assTo: 'Anna Berger', rep: '2026-06-01',
  close: '1979-01-01T00:00:00.000Z', sid: 12, cat: 2, actDue: [], rc: 0, eff: 0, ...fields,
});

describe('parseIssueFacets', () => {
  it('reads assignee, category (number or label), station, product and reported, and leaves kiosk and other keys alone', () => {
    const facets = parse('kiosk=abc&assignee=Anna%20Berger&category=major&station=12&category=4&foo=bar&q=coil&product=GFN%2020%20kV&reported=2026-01-05..2026-01-11');
    expect(facets).toMatchObject({
      assignees: ['anna berger'], categories: [2, 4], stations: [12], products: ['gfn 20 kv'], reported: [{ from: '2026-01-05', to: '2026-01-11' }], ignored: [],
    });
    expect(facets.active).toEqual([
      { key: 'assignee', raw: 'Anna Berger' }, { key: 'category', raw: 'major' }, { key: 'station', raw: '12' }, { key: 'category', raw: '4' },
      { key: 'product', raw: 'GFN 20 kV' }, { key: 'reported', raw: '2026-01-05..2026-01-11' },
    ]);
  });

  it('ignores what it cannot understand, and empty values without a word', () => {
    const facets = parse('category=Critical&category=0&category=5&station=abc&station=0&station=99999999999&station=-3&station=1.5&assignee=%20&category=&reported=2026-02-30..2026-03-01&reported=2026-03-02..2026-03-01&reported=2026-01-01');
    expect(facets).toMatchObject({ assignees: [], categories: [], stations: [], products: [], reported: [], active: [] });
    expect(facets.ignored.map((f) => `${f.key}=${f.raw}`)).toEqual([
      'category=Critical', 'category=0', 'category=5', 'station=abc', 'station=0', 'station=99999999999', 'station=-3', 'station=1.5',
      'reported=2026-02-30..2026-03-01', 'reported=2026-03-02..2026-03-01', 'reported=2026-01-01',
    ]);
    expect(parse(`assignee=${'x'.repeat(201)}`).ignored).toHaveLength(1);
  });

  it('counts a value given twice once', () => {
    expect(parse('category=2&category=Major&assignee=anna%20berger&assignee=Anna  Berger&product=asc&product=ASC').active).toHaveLength(3);
  });
});

describe('parsers', () => {
  it('take categories by number or label in any case, station ids as plain digits in range', () => {
    expect(['1', 'Minor', 'SUPPLIER', ' internal ', '02', 'x', '', '7'].map(parseCategory)).toEqual([1, 1, 3, 4, 2, null, null, null]);
    expect(['12', ' 7 ', '2147483647', '2147483648', '0', '1e3', '0x10', ''].map(parseStationId)).toEqual([12, 7, 2147483647, null, null, null, null, null]);
    expect(foldName('  Anna   Berger ')).toBe('anna berger');
  });

  it('take a date range of two real dates, the first not after the second, a single day too', () => {
    expect(parseDateRange('2026-01-05..2026-01-11')).toEqual({ from: '2026-01-05', to: '2026-01-11' });
    expect(parseDateRange('2026-01-05..2026-01-05')).toEqual({ from: '2026-01-05', to: '2026-01-05' });
    expect(['2026-01-05', '2026-1-5..2026-1-6', '1979-01-01..2026-01-01', '2026-01-05T10:00..2026-01-06', '..2026-01-06'].map(parseDateRange))
      .toEqual([null, null, null, null, null]);
  });
});

describe('matchesIssueFacets', () => {
  it('needs every key given, and any of its values', () => {
    const anna = issue({});
    expect(matchesIssueFacets(anna, parse(''))).toBe(true);
    expect(matchesIssueFacets(anna, parse('assignee=ANNA%20BERGER'))).toBe(true);
    expect(matchesIssueFacets(anna, parse('assignee=Jonas%20Weber&assignee=Anna%20Berger&category=Major'))).toBe(true);
    expect(matchesIssueFacets(anna, parse('assignee=Anna%20Berger&category=Minor'))).toBe(false);
    expect(matchesIssueFacets(anna, parse('station=12&station=13'))).toBe(true);
    expect(matchesIssueFacets(anna, parse('station=13'))).toBe(false);
    expect(matchesIssueFacets(issue({ assTo: '' }), parse('assignee=Anna%20Berger'))).toBe(false);
    // an ignored value does not narrow the list
    expect(matchesIssueFacets(anna, parse('category=Critical&station=abc'))).toBe(true);
  });

  it('matches the whole product in any case, not a part of it', () => {
    const coil = issue({ prod: 'GFN 20 kV  coil' });
    expect(matchesIssueFacets(coil, parse('product=gfn%2020%20kv%20coil'))).toBe(true);
    expect(matchesIssueFacets(coil, parse('product=GFN'))).toBe(false);
  });

  it('matches a reported date within a range, both days included; an NCR without one matches none', () => {
    const week = parse('reported=2026-06-01..2026-06-07');
    expect(matchesIssueFacets(issue({ rep: '2026-06-01' }), week)).toBe(true);
    expect(matchesIssueFacets(issue({ rep: '2026-06-07' }), week)).toBe(true);
    expect(matchesIssueFacets(issue({ rep: '2026-06-08' }), week)).toBe(false);
    expect(matchesIssueFacets(issue({ rep: '2026-05-31' }), week)).toBe(false);
    expect(matchesIssueFacets(issue({ rep: '1979-01-01' }), week)).toBe(false);
    expect(matchesIssueFacets(issue({ rep: '2026-05-31' }), parse('reported=2026-06-01..2026-06-07&reported=2026-05-31..2026-05-31'))).toBe(true);
  });
});

describe('the facets of issue 36: root cause, effectiveness and status', () => {
  it('reads them by number or label and narrows by each', () => {
    const facets = parse('rc=Material&rc=9&eff=not%20reviewed&status=Resolved&rc=Bad%20luck');
    expect(facets).toMatchObject({ rootCauses: [2, 9], effectiveness: [0], statuses: [2], ignored: [{ key: 'rc', raw: 'Bad luck' }] });
    const closedUnreviewed = issue({ status: 2, eff: 0, rc: 2 });
    expect(matchesIssueFacets(closedUnreviewed, facets)).toBe(true);
    expect(matchesIssueFacets(issue({ status: 2, eff: 1, rc: 2 }), facets)).toBe(false);
    expect(matchesIssueFacets(issue({ status: 1, eff: 0, rc: 2 }), facets)).toBe(false);
    expect(matchesIssueFacets(issue({ status: 2, eff: 0, rc: 0 }), facets)).toBe(false);
  });
});

describe('withoutIssueFacet', () => {
  it('removes one facet in every spelling and keeps the rest, kiosk= and the view included', () => {
    const params = queryPairs('kiosk=t0k&category=2&assignee=Anna%20Berger&category=Major&category=Minor&q=coil');
    expect(withoutIssueFacet(params, { key: 'category', raw: 'major' }))
      .toEqual([['kiosk', 't0k'], ['assignee', 'Anna Berger'], ['category', 'Minor'], ['q', 'coil']]);
    expect(withoutIssueFacet(params, { key: 'assignee', raw: 'anna berger' }))
      .toEqual([['kiosk', 't0k'], ['category', '2'], ['category', 'Major'], ['category', 'Minor'], ['q', 'coil']]);
  });
});

describe('issueFacetQuery', () => {
  it('keeps only the facets, in their order, whatever the view and other parameters are', () => {
    const facets = issueFacetQuery(queryPairs('q=coil&assignee=Anna%20Berger&page=3&category=2&kiosk=abc&category=Major&sort=snid&dir=desc&product=A%26B%3D%2B'));
    expect(facets).toBe('assignee=Anna%20Berger&category=2&category=Major&product=A%26B%3D%2B');
    expect(issueFacetQuery(queryPairs('q=coi&category=2&assignee=Anna%20Berger'))).toBe('category=2&assignee=Anna%20Berger');
    expect(issueFacetQuery(queryPairs('q=coil&page=2'))).toBe('');
    expect(parse(facets)).toEqual(parse('assignee=Anna%20Berger&category=2&category=Major&product=A%26B%3D%2B'));
  });

  it('is the same for URLs that differ only in the view', () => {
    expect(issueFacetQuery(queryPairs('q=co&station=12'))).toBe(issueFacetQuery(queryPairs('q=coil&station=12&page=2')));
  });
});
