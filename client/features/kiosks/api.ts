// Wall-screen device tokens: the one place the kiosks page talks to the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/http.ts';
import { queryKeys } from '../../lib/queryKeys.ts';

export interface KioskItem { name: string; createdBy: string; createdAt: string; revoked: boolean }
export interface NewKiosk { name: string; token: string; pages: string[] }

export function useKiosks() {
  return useQuery({
    queryKey: queryKeys.kiosks,
    queryFn: async () => (await apiPost<{ kiosks: KioskItem[] }>('kiosk/list')).kiosks,
  });
}

export function useAddKiosk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost<NewKiosk>('kiosk/add', { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.kiosks }),
  });
}

export function useRevokeKiosk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost('kiosk/revoke', { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.kiosks }),
  });
}
