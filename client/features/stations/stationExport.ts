import type { StationFilter } from '../../../shared/constants.ts';
import type { StationSortKey } from '../../../shared/lists/stationList.ts';
import { EXPORT_PATHS } from '../../../shared/endpoints.ts';
import { writeListView, type ListView } from '../../lib/lists/listView.ts';
import { STATION_LIST_VIEW } from './stationListView.ts';

/** The link that downloads the stations the list shows for `view` (all its pages) as CSV, in the list's order. */
export function stationExportHref(view: ListView<StationFilter, StationSortKey>): string {
  const query = writeListView({ ...view, page: 1 }, STATION_LIST_VIEW).toString();
  return query ? `${EXPORT_PATHS.stations}?${query}` : EXPORT_PATHS.stations;
}
