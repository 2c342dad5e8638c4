// The stations list's view in the URL and session storage (client/lib/lists/listView.ts), with the list's rules of
// shared/lists/stationList.ts.
import { STATION_FILTER, type StationFilter } from '../../../shared/constants.ts';
import { parseStationFilter, STATION_SORT_KEYS, type StationSortKey } from '../../../shared/lists/stationList.ts';
import type { ListViewSpec } from '../../lib/lists/listView.ts';

/** /service?q=…&filter=…&sort=…&dir=desc&page=… */
export const STATION_LIST_VIEW: ListViewSpec<StationFilter, StationSortKey> = {
  storageKey: 'stationdesk.stations.view',
  defaultFilter: STATION_FILTER.All,
  toFilter: parseStationFilter,
  sortKeys: STATION_SORT_KEYS,
};
