// Station locations: the one place the globe talks to the server.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api.ts';
import { LOCATIONS_REFRESH_MS } from '../../../shared/constants.ts';
import { apiPost } from '../../lib/http.ts';
import { queryKeys } from '../../lib/queryKeys.ts';

/** Every station with coordinates, refreshed now and then even in a background tab (a wall screen). */
export function useLocations() {
  return useQuery({
    queryKey: queryKeys.locations,
    queryFn: async () => (await apiPost(api.locations, {})).locations,
    refetchInterval: LOCATIONS_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}
