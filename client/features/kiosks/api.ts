// Wall-screen device tokens: the one place the kiosks page talks to the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Api, EndpointResponse } from '../../../shared/api.ts';
import { apiPost } from '../../lib/api/http.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';

/** A kiosk just added: its token, shown once, and the pages to open with it. */
export type NewKiosk = EndpointResponse<Api['addKiosk']>;

export function useKiosks() {
  return useQuery({
    queryKey: queryKeys.kiosks,
    queryFn: async () => (await apiPost('kiosks', {})).kiosks,
  });
}

export function useAddKiosk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost('addKiosk', { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.kiosks }),
  });
}

export function useRevokeKiosk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost('revokeKiosk', { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.kiosks }),
  });
}
