// The station list's search phrase and status filter (kept in session storage, SPEC §2) and its page
// (kept in the URL, so going back from a station returns to the same page).
import { useSessionStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STATION_FILTER, type StationFilter } from '../../../shared/constants.ts';
import { toStationFilter } from './stationSearch.ts';

const SEARCH_KEY = 'stationdesk.stations.search';
const FILTER_KEY = 'stationdesk.stations.filter';

export function useStationListState() {
  const [search, storeSearch] = useSessionStorage<string>({
    key: SEARCH_KEY, defaultValue: '', getInitialValueInEffect: false, sync: false,
    serialize: (value) => value, deserialize: (value) => value ?? '',
  });
  const [filter, storeFilter] = useSessionStorage<StationFilter>({
    key: FILTER_KEY, defaultValue: STATION_FILTER.All, getInitialValueInEffect: false, sync: false,
    serialize: String, deserialize: toStationFilter,
  });
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');

  const setPage = useCallback((next: number) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    }, { replace: true });
  }, [setParams]);

  const setSearch = useCallback((value: string) => {
    storeSearch(value);
    setPage(1);
  }, [storeSearch, setPage]);

  const setFilter = useCallback((value: StationFilter) => {
    storeFilter(value);
    setPage(1);
  }, [storeFilter, setPage]);

  return { search, setSearch, filter, setFilter, page, setPage };
}
