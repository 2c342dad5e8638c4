// Station queries and mutations: the one place the stations feature talks to the server.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, duplicateProjectId, uploadImageResponse } from '../../../shared/api.ts';
import type { ProductCategory } from '../../../shared/constants.ts';
import type { ParentRef, Station, StationDetail, StationListItem } from '../../../shared/records.ts';
import { recordName } from '../../../shared/recordNames.ts';
import { forgetRecordDrafts } from '../../lib/drafts/draftStore.ts';
import { ApiError, apiPost, apiUpload } from '../../lib/http.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import type { SaveOptions } from '../../lib/drafts/draftSender.ts';

/** The station list (stations screen, parent picker, add-issue station picker). */
export function useStations() {
  return useQuery({
    queryKey: queryKeys.stations,
    queryFn: async () => (await apiPost(api.stations, {})).stations,
  });
}

export function useStation(sid: number) {
  return useQuery({
    queryKey: queryKeys.station(sid),
    queryFn: () => apiPost(api.station, { sid }),
    enabled: sid > 0,
    retry: false,
  });
}

/** The fields of a station update: changed fields plus setParent (0 disconnects). */
export type StationChanges = Partial<Omit<Station, 'parent'>> & { setParent?: number };

export async function saveStation(sid: number, changes: StationChanges, modif: string, options: SaveOptions = {}): Promise<Station> {
  return (await apiPost(api.updateStation, { ...changes, sid, modif }, options)).st;
}

/** Puts a saved station into the cache of its detail; its list row comes from the server (the 'stations:row' event). */
export function storeStation(client: QueryClient, st: Station): void {
  client.setQueryData<StationDetail>(queryKeys.station(st.sid), (detail) => (detail ? { ...detail, st } : detail));
}

export function useStoreStation() {
  const client = useQueryClient();
  return (st: Station) => storeStation(client, st);
}

export function useAddStation() {
  const client = useQueryClient();
  return useMutation({
    /** allowDuplicate: add it although another station has this project id (else 409, see duplicateOf). */
    mutationFn: async ({ allowDuplicate, ...input }: { projectId: string; stationName: string; allowDuplicate?: boolean }) =>
      (await apiPost(api.addStation, { ...input, serials: [], ...(allowDuplicate ? { allowDuplicate } : {}) })).result,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.stations });
      void client.invalidateQueries({ queryKey: queryKeys.stats });
    },
  });
}

export function useRemoveStation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sid: number) => apiPost(api.removeStation, { sid }),
    onSuccess: (_result, sid) => {
      forgetRecordDrafts(recordName('station', sid)); // nothing left to save it to
      client.removeQueries({ queryKey: queryKeys.station(sid) });
      client.setQueryData<StationListItem[]>(queryKeys.stations, (list) => list?.filter((s) => s.sid !== sid));
      void client.invalidateQueries({ queryKey: queryKeys.stats });
      void client.invalidateQueries({ queryKey: queryKeys.issues });
    },
  });
}

export function useAddProduct(sid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { cat: ProductCategory; serial: string }) => (await apiPost(api.addProduct, { sid, ...input })).prod,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.station(sid) }),
  });
}

export function useRemoveProduct(sid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pid: number) => apiPost(api.removeProduct, { pid }),
    onSuccess: (_result, pid) => client.setQueryData<StationDetail>(queryKeys.station(sid), (detail) =>
      detail ? { ...detail, prods: detail.prods.filter((p) => p.pid !== pid) } : detail),
  });
}

/** Removes the station's image; the station comes back without an imageUrl. */
export function useRemoveImage(sid: number) {
  const store = useStoreStation();
  return useMutation({
    mutationFn: async () => (await apiPost(api.removeImage, { sid })).st,
    onSuccess: store,
  });
}

export function useUploadImage(sid: number) {
  const store = useStoreStation();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      (await apiUpload(`uploadf/${sid}`, uploadImageResponse, file, onProgress)).st,
    onSuccess: store,
  });
}

/** The station named by addstation's 409 for a project id that is taken, if `error` is that answer. */
export function duplicateOf(error: unknown): ParentRef | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = duplicateProjectId.safeParse(error.body);
  return parsed.success ? parsed.data.duplicate : null;
}
