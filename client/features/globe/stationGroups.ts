// Dense regions stay readable: stations nearer each other than an angle that grows with the camera's distance
// share one bar, wider the more it stands for, and part again as the camera comes closer. Pure functions; the
// page groups the stations again only when the camera crosses a zoom step.
import type { StationLocation } from '../../../shared/records.ts';
import { GLOBE_RADIUS, isGfn, latLngToVector, vectorToLatLng, type LatLng, type Vec3 } from './globeMath.ts';

/** The bar of a single station, in scene units (the earth's radius is 100). */
export const BAR_WIDTH = 1.5;
/** The distances the grouping follows: it changes at most every this many units of zoom. */
export const ZOOM_STEP = 50;
/**
 * Degrees of grouping per unit of camera height above the ground: 1.5° at the closest zoom (350), 3° at the
 * starting 600 and 5.4° at the farthest (1000), about a dozen pixels on a screen at every zoom.
 */
const DEG_PER_HEIGHT = 0.006;
/** A wider bar takes at most this share of the grouping's distance, so that neighbouring bars do not touch. */
const MAX_WIDTH_SHARE = 0.6;

const RAD = Math.PI / 180;

/** The bar that stands for one or more stations. */
export interface StationGroup extends LatLng {
  /** The group's first station (lowest id): its bar's height and the group's key. */
  lead: StationLocation;
  members: StationLocation[];
  /** Red and other bars are grouped apart, so that a bar's colour keeps its meaning (SPEC §2: gfn is red). */
  gfn: boolean;
}

/** The canvas' shorter side (pixels) for which the grouping's angles are made; the field of view spans it. */
const REFERENCE_SIDE_PX = 900;

/**
 * The grouping's input, which changes seldom: the camera distance, scaled to the canvas (the earth is smaller
 * on a phone, so its stations group as from farther away; larger on a wall screen), rounded to a zoom step.
 */
export function zoomStep(distance: number, canvas: { width: number; height: number }): number {
  const scale = Math.min(2.5, Math.max(0.5, REFERENCE_SIDE_PX / Math.max(1, Math.min(canvas.width, canvas.height))));
  return Math.round((distance * scale) / ZOOM_STEP) * ZOOM_STEP;
}

/** The angle (degrees) within which stations share a bar, seen from this camera distance (see zoomStep). */
export function groupingAngle(distance: number): number {
  return Math.max(0, DEG_PER_HEIGHT * (distance - GLOBE_RADIUS));
}

/**
 * The stations grouped: in id order, each joins the nearest group of its colour whose first station is within
 * `angleDeg`, or starts one. Id order keeps the groups where they are as stations come and go, and a new
 * station does not move the others. Stations in `alone` (the ones that just arrived and grow in) get a bar of
 * their own. A grid of the unit sphere's points makes it linear in the number of stations.
 */
export function groupStations(locations: readonly StationLocation[], angleDeg: number, alone: { has(id: number): boolean } = new Set()): StationGroup[] {
  const chord = 2 * Math.sin((angleDeg * RAD) / 2);
  const cellOf = (p: Vec3, dx = 0, dy = 0, dz = 0) =>
    `${Math.floor(p[0] / chord) + dx},${Math.floor(p[1] / chord) + dy},${Math.floor(p[2] / chord) + dz}`;
  /** The groups that others may join, by grid cell, with where their first station is. */
  const cells = new Map<string, { index: number; at: Vec3 }[]>();
  const groups: StationGroup[] = [];
  /** The sum of each group's unit vectors: its middle. */
  const sums: [number, number, number][] = [];

  for (const location of [...locations].sort((a, b) => a.id - b.id)) {
    const at = latLngToVector(location, 1);
    const gfn = isGfn(location.type);
    const joins = chord > 0 && !alone.has(location.id);
    let joined = -1;
    if (joins) {
      let nearest = chord;
      for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) for (let dz = -1; dz <= 1; dz++) {
        for (const leader of cells.get(cellOf(at, dx, dy, dz)) ?? []) {
          const distance = Math.hypot(at[0] - leader.at[0], at[1] - leader.at[1], at[2] - leader.at[2]);
          if (groups[leader.index]!.gfn === gfn && distance <= nearest) {
            nearest = distance;
            joined = leader.index;
          }
        }
      }
    }
    if (joined >= 0) {
      groups[joined]!.members.push(location);
      const sum = sums[joined]!;
      sum[0] += at[0];
      sum[1] += at[1];
      sum[2] += at[2];
      continue;
    }
    groups.push({ lead: location, members: [location], gfn, lat: location.lat, lng: location.lng });
    sums.push([...at]);
    if (joins) {
      const key = cellOf(at);
      const cell = cells.get(key);
      if (cell) cell.push({ index: groups.length - 1, at });
      else cells.set(key, [{ index: groups.length - 1, at }]);
    }
  }
  // A group's bar stands at the middle of its stations.
  groups.forEach((group, index) => {
    if (group.members.length > 1) Object.assign(group, vectorToLatLng(sums[index]!));
  });
  return groups;
}

/** A bar's width: wider for more stations (by the square root, as an area), never wide enough to touch the next. */
export function groupWidth(size: number, angleDeg: number): number {
  const room = MAX_WIDTH_SHARE * GLOBE_RADIUS * angleDeg * RAD;
  return Math.max(BAR_WIDTH, Math.min(BAR_WIDTH * Math.sqrt(size), room));
}
