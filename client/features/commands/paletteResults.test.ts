import { describe, expect, it } from 'vitest';
import type { IssueSummary, StationListItem } from '../../../shared/records.ts';
import { PALETTE_GROUP_LIMIT, paletteResults } from './paletteResults.ts';

const station = (sid: number, projId: string, name: string, customer = 'Grid Co'): StationListItem => ({
  sid, projId, name, customer, reactor: 'ASC 10', product: 'GFN', active: true, ncr: false, pr: false,
  modif: '2026-01-01T00:00:00Z', wend: '1979-01-01', parent: 0,
});
const issue = (iid: number, snid: string, stn: string, prod: string): IssueSummary => ({
  iid, snid, stn, prod, status: 0, statc: 0, assTo: '', rep: '2026-01-01', close: '1979-01-01', sid: 1, cat: 1, actDue: [], rc: 0, eff: 0,
});
const pages = [{ label: 'Go to Stations' }, { label: 'Go to NCR board' }, { label: 'New station' }];

describe('paletteResults', () => {
  const stations = [station(1, 'P2301', 'Kelsterbach North'), station(2, 'P23011', 'Gudbrandsdal'), station(3, 'P2302', 'Oslo', 'Kelsterbach Utility')];
  const issues = [issue(7, 'NCR-0042', 'Kelsterbach North', 'Plunger drive'), issue(8, 'NCR-0420', 'Oslo', 'Fuse')];

  it('lists every page and no record before the search applies (two characters)', () => {
    expect(paletteResults('', { pages, stations, issues })).toEqual({ pages, stations: [], issues: [] });
    expect(paletteResults('k', { pages, stations, issues })).toEqual({ pages, stations: [], issues: [] });
  });

  it('finds stations by project id, name or customer, and NCRs by number, station or product, every word matching', () => {
    const found = paletteResults('kelster north', { pages, stations, issues });
    expect(found.stations.map((s) => s.sid)).toEqual([1]);
    expect(found.issues.map((i) => i.iid)).toEqual([7]);
    expect(found.pages).toEqual([]);
    expect(paletteResults('kelsterbach', { pages, stations, issues }).stations.map((s) => s.sid)).toEqual([1, 3]);
    expect(paletteResults('fuse', { pages, stations, issues }).issues.map((i) => i.iid)).toEqual([8]);
    expect(paletteResults('STATION', { pages, stations, issues }).pages).toEqual([pages[0], pages[2]]);
  });

  it('puts the record whose id is the whole query first', () => {
    expect(paletteResults('P23011', { pages, stations, issues }).stations.map((s) => s.sid)).toEqual([2]);
    expect(paletteResults('p2301', { pages, stations, issues }).stations.map((s) => s.sid)).toEqual([1, 2]);
    expect(paletteResults(' ncr-0420 ', { pages, stations, issues }).issues.map((i) => i.iid)).toEqual([8]);
    expect(paletteResults('042', { pages, stations, issues }).issues.map((i) => i.iid)).toEqual([7, 8]);
    const many = Array.from({ length: 20 }, (_, i) => station(100 + i, `P9${i}`, `Station ${i}`));
    expect(paletteResults('P919', { pages, stations: many, issues }).stations.map((s) => s.projId)).toEqual(['P919']);
    expect(paletteResults('P9', { pages, stations: [...many, station(999, 'P9', 'Last')], issues }).stations[0]!.sid).toBe(999);
  });

  it('shows at most PALETTE_GROUP_LIMIT of each, in the list order', () => {
    const many = Array.from({ length: 30 }, (_, i) => station(100 + i, `Q${i}`, `Substation ${i}`));
    const found = paletteResults('substation', { pages, stations: many, issues });
    expect(found.stations).toHaveLength(PALETTE_GROUP_LIMIT);
    expect(found.stations.map((s) => s.sid)).toEqual(many.slice(0, PALETTE_GROUP_LIMIT).map((s) => s.sid));
  });
});
