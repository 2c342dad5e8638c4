import { describe, expect, it } from 'vitest';
import { STATION_FILTER } from '../../../shared/constants.ts';
import { stationExportQuery } from '../../../shared/schemas/export.ts';
import { stationExportHref } from './stationExport.ts';

const queryOf = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('stationExportHref', () => {
  it('exports the whole list without a view', () => {
    expect(stationExportHref({ search: '', filter: STATION_FILTER.All, sort: null, page: 1 })).toBe('/api/export/stations.csv');
  });

  it('carries the search, the filter and the sort, but not the page', () => {
    const href = stationExportHref({ search: 'linz gfn', filter: STATION_FILTER.WarrantyLeft, sort: { key: 'customer', dir: 'desc' }, page: 3 });
    expect(href).toBe('/api/export/stations.csv?q=linz+gfn&filter=4&sort=customer&dir=desc');
    expect(stationExportQuery.parse(queryOf(href))).toEqual({ q: 'linz gfn', filter: 4, sort: { key: 'customer', dir: 'desc' } });
  });
});
