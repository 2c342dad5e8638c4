// Parent/child relations of the station list: which stations may become a station's parent, a station's
// sub-projects, and each listed station's parent.
import type { StationListItem } from '../../../shared/records.ts';
import { textKey } from '../../../shared/lists/sortKeys.ts';
import { sortRows } from '../../lib/lists/listSort.ts';

type TreeNode = Pick<StationListItem, 'sid' | 'parent'>;

/** The sids of a station and all its sub-projects (children, their children, …). */
export function selfAndDescendants(sid: number, stations: readonly TreeNode[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const station of stations) {
    if (!station.parent) continue;
    const siblings = children.get(station.parent);
    if (siblings) siblings.push(station.sid);
    else children.set(station.parent, [station.sid]);
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

const byProjectId = (station: Pick<StationListItem, 'projId'>) => textKey(station.projId);

/** Stations that can be chosen as the parent of `sid` (not itself, not one of its sub-projects), by project id. */
export function parentCandidates<T extends Pick<StationListItem, 'sid' | 'parent' | 'projId'>>(sid: number, stations: readonly T[]): T[] {
  const excluded = selfAndDescendants(sid, stations);
  return sortRows(stations, byProjectId, 'asc').filter((station) => !excluded.has(station.sid));
}

/** The direct sub-projects of `sid`, by project id. */
export function subProjectsOf<T extends Pick<StationListItem, 'sid' | 'parent' | 'projId'>>(sid: number, stations: readonly T[]): T[] {
  return sortRows(stations.filter((station) => station.parent === sid), byProjectId, 'asc').slice();
}

/** Each station by its sid: to show a listed sub-project's parent. */
export function stationsBySid<T extends Pick<StationListItem, 'sid'>>(stations: readonly T[]): ReadonlyMap<number, T> {
  return new Map(stations.map((station) => [station.sid, station]));
}
