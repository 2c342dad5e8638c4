// Station queries and mutations: the one place the stations feature talks to the server.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { ProductCategory } from '../../../shared/constants.ts';
import type { FirstStations, ParentRef, Station, StationDetail, StationListItem } from '../../../shared/records.ts';
import { recordName } from '../../../shared/recordNames.ts';
import { firstScreenShown, useFirstScreenShown } from '../../lib/loading/afterFirstScreen.ts';
import { forgetRecordDrafts } from '../../lib/drafts/draftStore.ts';
import { ApiError, apiPost, apiUpload } from '../../lib/api/http.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';
import type { SaveOptions } from '../../lib/drafts/draftKinds.ts';

const stationsQuery = queryOptions({
  queryKey: queryKeys.stations,
  queryFn: async () => (await apiPost('stations', {})).stations,
});

const stationQuery = (sid: number) => queryOptions({
  queryKey: queryKeys.station(sid),
  queryFn: () => apiPost('station', { sid }),
  enabled: sid > 0,
  retry: false,
});

const firstStationsQuery = queryOptions({
  queryKey: queryKeys.firstStations,
  queryFn: () => apiPost('firstStations', {}),
});

/**
 * The station list, whole (the add-issue station picker, the command palette, the parent picker once opened; its
 * screen: useStationList); `enabled` false: what the cache has, without fetching it.
 */
export function useStations(enabled = true) {
  return useQuery({ ...stationsQuery, enabled });
}

/** The station list as its screen has it (see useStationList). */
export interface StationList {
  /** The whole list, once it is here. */
  all: StationListItem[] | undefined;
  /** Until then, in the list's default view: its first page, when that came first. */
  firstPage: FirstStations | undefined;
  /** What shows while there is neither: a loader, that the list needs the network, or that it failed. */
  missing: 'loading' | 'offline' | 'failed';
}

/**
 * The station list for its screen. On the app's first screen, in the list's default view, the first page comes
 * first (a few kilobytes, where a large fleet's whole list is a tenth of a megabyte and more, which on a phone
 * shares the network with the app's code) and the whole list once the screen has shown; otherwise, or once
 * the view changes, the whole list at once. Only the whole list is kept live: the first page stands in for it.
 */
export function useStationList(defaultView: boolean): StationList {
  const shown = useFirstScreenShown();
  const firstPageFirst = defaultView && !shown;
  const whole = useQuery({ ...stationsQuery, enabled: !firstPageFirst });
  const first = useQuery({ ...firstStationsQuery, enabled: firstPageFirst && whole.data === undefined });
  // The whole list, and each change of it, renders in a deferred render (slices), not in the one task of the
  // query's answer: on the first screen it replaces the first page, the same rows (a 270 ms task at 4x CPU).
  const all = useDeferredValue(whole.data);
  const firstPage = defaultView && all === undefined ? first.data : undefined;
  // While the first page comes first, its failure is no news: the whole list follows.
  const asked = firstPageFirst ? first : whole;
  const missing = asked.isPending && asked.fetchStatus === 'paused' ? 'offline' : asked.isError && !firstPageFirst ? 'failed' : 'loading';
  return { all, firstPage, missing };
}

/**
 * A station's sub-projects (their list rows), fetched once the screen has shown, not in front of it; kept live
 * by the stations room (client/lib/live/liveCache.ts). A station's screen does not load the whole list for them: a
 * large fleet's list is megabytes, and its arrival blocked the screen for a tenth of a second on a phone.
 */
export function useSubProjectRows(sid: number) {
  return useQuery({
    queryKey: queryKeys.subProjects(sid),
    queryFn: async () => (await apiPost('subProjects', { sid })).stations,
    enabled: useFirstScreenShown(),
  });
}

/** How long the stations of a project id typed once stay in the cache: a field's every value is asked for. */
const TYPED_PROJECT_ID_CACHE_MS = 60_000;

/**
 * The stations that have this project id (ignoring surrounding spaces), by sid, from the server, once the screen
 * has shown; kept live by the stations room where a screen joins it. Nothing is asked for an empty id.
 */
export function useStationsWithProjectId(projectId: string) {
  const projId = projectId.trim();
  return useQuery({
    queryKey: queryKeys.sameProjectId(projId),
    queryFn: async () => (await apiPost('sameProjectId', { projId })).stations,
    enabled: useFirstScreenShown() && projId !== '',
    gcTime: TYPED_PROJECT_ID_CACHE_MS,
  });
}

export function useStation(sid: number) {
  return useQuery(stationQuery(sid));
}

/** The station id of a station page's `sid` parameter, or null when it names none. */
export function stationIdParam(raw: string | null): number | null {
  const sid = Number(raw);
  return raw !== null && Number.isInteger(sid) && sid > 0 ? sid : null;
}

/**
 * Starts loading the station list beside the stations screen's code (its route's loader, router.tsx): its first
 * page on the app's first screen when the URL names no view (as client/head/firstData.js asks), else the whole.
 */
export function prefetchStations(url: URL): void {
  if (!firstScreenShown() && url.search === '') void queryClient.prefetchQuery(firstStationsQuery);
  else void queryClient.prefetchQuery(stationsQuery);
}

/** Starts loading the station of a station page's URL beside the page's code (its route's loader). */
export function prefetchStation(url: URL): void {
  const sid = stationIdParam(url.searchParams.get('sid'));
  if (sid !== null) void queryClient.prefetchQuery(stationQuery(sid));
}

/** The fields of a station update: changed fields plus setParent (0 disconnects). */
export type StationChanges = Partial<Omit<Station, 'parent'>> & { setParent?: number };

export async function saveStation(sid: number, changes: StationChanges, modif: string, options: SaveOptions = {}): Promise<Station> {
  return (await apiPost('updateStation', { ...changes, sid, modif }, options)).st;
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
      (await apiPost('addStation', { ...input, serials: [], ...(allowDuplicate ? { allowDuplicate } : {}) })).result,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.stations });
      void client.invalidateQueries({ queryKey: queryKeys.stats });
    },
  });
}

export function useRemoveStation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sid: number) => apiPost('removeStation', { sid }),
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
    mutationFn: async (input: { cat: ProductCategory; serial: string }) => (await apiPost('addProduct', { sid, ...input })).prod,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.station(sid) }),
  });
}

export function useRemoveProduct(sid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pid: number) => apiPost('removeProduct', { pid }),
    onSuccess: (_result, pid) => client.setQueryData<StationDetail>(queryKeys.station(sid), (detail) =>
      detail ? { ...detail, prods: detail.prods.filter((p) => p.pid !== pid) } : detail),
  });
}

/** Removes the station's image; the station comes back without an imageUrl. */
export function useRemoveImage(sid: number) {
  const store = useStoreStation();
  return useMutation({
    mutationFn: async () => (await apiPost('removeImage', { sid })).st,
    onSuccess: store,
  });
}

export function useUploadImage(sid: number) {
  const store = useStoreStation();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      (await apiUpload('image', sid, file, onProgress)).st,
    onSuccess: store,
  });
}

const isParentRef = (value: unknown): value is ParentRef => typeof value === 'object' && value !== null
  && 'sid' in value && typeof value.sid === 'number' && 'name' in value && typeof value.name === 'string'
  && 'projId' in value && typeof value.projId === 'string';

/**
 * The station named by addstation's 409 for a project id that is taken (`{ duplicate: ParentRef }`), if `error`
 * is that answer (checked by hand: zod stays off the first screen).
 */
export function duplicateOf(error: unknown): ParentRef | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { body } = error;
  return typeof body === 'object' && body !== null && 'duplicate' in body && isParentRef(body.duplicate) ? body.duplicate : null;
}
