import { AUTOSAVE_STATION_MS, PARENT_RELOAD_DELAY_MS } from '../../../shared/constants.ts';
import type { Station } from '../../../shared/records.ts';
import { registerDraftKind } from '../../lib/drafts/draftKinds.ts';
import { queryClient } from '../../lib/api/queryClient.ts';
import { queryKeys } from '../../lib/api/queryKeys.ts';
import { saveStation, storeStation, type StationChanges } from './api.ts';

const parentReloads = new Map<number, number>();

/**
 * How stations are saved (their drafts, History's Restore): drafts every 1720 ms while dirty (SPEC §4); a new
 * parent reloads the station 3 s later.
 */
export function registerStationDrafts(): void {
  registerDraftKind('station', {
    intervalMs: AUTOSAVE_STATION_MS,
    save: (sid, changes, base, options) => saveStation(sid, changes as StationChanges, base, options),
    stored(record, changes) {
      const st = record as Station;
      storeStation(queryClient, st);
      if (!('setParent' in changes)) return;
      window.clearTimeout(parentReloads.get(st.sid));
      parentReloads.set(st.sid, window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: queryKeys.station(st.sid) }), PARENT_RELOAD_DELAY_MS));
    },
    currentOf: (body) => (typeof body === 'object' && body !== null && 'st' in body ? body.st as Station : undefined),
  });
}
