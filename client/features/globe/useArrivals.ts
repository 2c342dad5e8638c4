import { useRef } from 'react';
import type { StationLocation } from '../../../shared/records.ts';

/** How long a station counts as just arrived (its bar grows in meanwhile). */
const ARRIVAL_MS = 10_000;

/**
 * The stations that appeared after the first load, with when they came (performance.now()): a new bar grows
 * in, and a kiosk flies to it. Older arrivals are forgotten, so a screen running for weeks keeps nothing.
 */
export function useArrivals(locations: StationLocation[] | undefined): ReadonlyMap<number, number> {
  const known = useRef<Set<number> | null>(null);
  const seenList = useRef<StationLocation[] | undefined>(undefined);
  const arrivals = useRef<ReadonlyMap<number, number>>(new Map());
  if (!locations || locations === seenList.current) return arrivals.current;
  seenList.current = locations;

  const ids = new Set(locations.map((location) => location.id));
  const now = performance.now();
  const next = new Map([...arrivals.current].filter(([id, at]) => ids.has(id) && now - at < ARRIVAL_MS));
  if (known.current) for (const id of ids) if (!known.current.has(id)) next.set(id, now);
  known.current = ids;
  arrivals.current = next;
  return next;
}
