// Station locations: the one place the globe talks to the server.
import { useQuery } from '@tanstack/react-query';
import { LOCATIONS_REFRESH_MS } from '../../../shared/constants.ts';
import { apiPost } from '../../lib/api/http.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';

const locationsQuery = {
  queryKey: queryKeys.locations,
  queryFn: async () => (await apiPost('locations', {})).locations,
};

/** Every station with coordinates, refreshed now and then even in a background tab (a wall screen). */
export function useLocations() {
  return useQuery({ ...locationsQuery, refetchInterval: LOCATIONS_REFRESH_MS, refetchIntervalInBackground: true });
}

/** Starts loading the locations while the globe's code is still coming (the router calls it). */
export function prefetchLocations(): Promise<void> {
  return queryClient.prefetchQuery(locationsQuery);
}
