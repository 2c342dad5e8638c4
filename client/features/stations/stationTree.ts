// Parent/child relations of the station list: which stations may become a station's parent.
import type { StationListItem } from '../../../shared/records.ts';

/** The sids of a station and all its sub-projects (children, their children, …). */
export function selfAndDescendants(sid: number, stations: readonly Pick<StationListItem, 'sid' | 'parent'>[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const station of stations) {
    if (!station.parent) continue;
    children.set(station.parent, [...(children.get(station.parent) ?? []), station.sid]);
  }
  const found = new Set<number>([sid]);
  const queue = [sid];
  while (queue.length > 0) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** Stations that can be chosen as the parent of `sid` (not itself, not one of its sub-projects), by project id. */
export function parentCandidates<T extends Pick<StationListItem, 'sid' | 'parent' | 'projId'>>(sid: number, stations: readonly T[]): T[] {
  const excluded = selfAndDescendants(sid, stations);
  return stations.filter((station) => !excluded.has(station.sid))
    .sort((a, b) => a.projId.localeCompare(b.projId, undefined, { numeric: true }));
}
