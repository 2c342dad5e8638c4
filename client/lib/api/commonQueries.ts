// Queries several features need: who is signed in, the people list (owner and assignee pickers) and the stats
// (latest project number, active NCRs). The station list is the stations feature's (features/stations/api.ts).
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../shared/records.ts';
import { apiPost } from './http.ts';
import { queryKeys } from './queryKeys.ts';

const LOCAL_USER_KEY = 'stationdesk.user';

/** The signed-in user; also kept in local storage (SPEC §3: a local user record with a name). */
export function useWhoami() {
  return useQuery({
    queryKey: queryKeys.whoami,
    queryFn: async () => {
      const { user } = await apiPost('whoami', {});
      localStorage.setItem(LOCAL_USER_KEY, JSON.stringify(user));
      return user;
    },
    staleTime: Infinity,
  });
}

/** The locally stored user, for 'Assigned to me' (SPEC §6). */
export function storedUser(): User | null {
  try {
    return JSON.parse(localStorage.getItem(LOCAL_USER_KEY) ?? 'null') as User | null;
  } catch {
    return null;
  }
}

export function usePeople() {
  return useQuery({
    queryKey: queryKeys.people,
    queryFn: async () => (await apiPost('people', {})).people,
    staleTime: 5 * 60_000,
  });
}

export function useStats() {
  return useQuery({ queryKey: queryKeys.stats, queryFn: () => apiPost('stats', {}) });
}
