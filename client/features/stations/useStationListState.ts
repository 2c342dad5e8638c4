// The station list's view: search phrase, status filter, sort and page, in the URL and in session storage
// (SPEC §2 keeps the search and the filter in session storage; see client/lib/lists/useListView.ts).
import { useListView } from '../../lib/lists/useListView.ts';
import { STATION_LIST_VIEW } from './stationListView.ts';

export function useStationListState() {
  return useListView(STATION_LIST_VIEW);
}
