// The globe's geometry, pure: where a place sits in the scene, how tall and what colour its bar is, which
// station is nearest the middle of the view, and the limits of the view (SPEC §2, §9). Angles called lat,
// lng or *Deg are degrees; everything else in radians.
import {
  BAR_HEIGHT_MAX, BAR_HEIGHT_MIN, GLOBE_MAX_TILT_DEG, GLOBE_ZOOM_MAX, GLOBE_ZOOM_MIN,
} from '../../../shared/constants.ts';

/** Radius of the earth in scene units; the zoom limits (350–1000) are camera distances from its centre. */
export const GLOBE_RADIUS = 100;

export interface LatLng { lat: number; lng: number }
export type Vec3 = readonly [number, number, number];

const RAD = Math.PI / 180;

/**
 * The point at this latitude and longitude on a sphere of `radius` around the origin: north is +y, and the
 * longitudes run as on an equirectangular texture wrapped by three.js' SphereGeometry (0° faces +x, 90° E
 * faces −z).
 */
export function latLngToVector({ lat, lng }: LatLng, radius = GLOBE_RADIUS): Vec3 {
  const phi = lat * RAD;
  const lambda = lng * RAD;
  return [radius * Math.cos(phi) * Math.cos(lambda), radius * Math.sin(phi), -radius * Math.cos(phi) * Math.sin(lambda)];
}

/** The latitude and longitude a point (not the origin) lies over. */
export function vectorToLatLng([x, y, z]: Vec3): LatLng {
  const length = Math.hypot(x, y, z);
  return { lat: Math.asin(Math.max(-1, Math.min(1, y / length))) / RAD, lng: Math.atan2(-z, x) / RAD };
}

/** The angle between two places seen from the earth's centre. */
export function angularDistance(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place nearest to `point`, or undefined when there are none. */
export function nearestTo<T extends LatLng>(places: readonly T[], point: LatLng): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const place of places) {
    const distance = angularDistance(place, point);
    if (distance < bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The place the view is centred on (the re-centering check): the nearest to `center`, but the current one
 * while it is as near as any, so of two stations on one spot the card does not flip between them.
 */
export function placeAtCenter<T extends LatLng & { id: number }>(places: readonly T[], center: LatLng, current: T | null): T | undefined {
  const nearest = nearestTo(places, center);
  const stillThere = current && places.find((place) => place.id === current.id);
  if (stillThere && nearest && angularDistance(stillThere, center) <= angularDistance(nearest, center) + 1e-9) return stillThere;
  return nearest;
}

/**
 * The length of a bar of height 1 in scene units. Heights between 0.3 and 0.96 of the radius itself (as
 * globe.gl would draw them) turn a few hundred European stations into a hedgehog; a third of it keeps the
 * spread of heights and the map readable.
 */
export const BAR_SCALE = GLOBE_RADIUS / 3;

/**
 * A station's bar height, a value between 0.3 and 0.96 (times BAR_SCALE in the scene) that looks random but
 * is the same for the same station at every load, so bars do not jump when the locations refresh.
 */
export function barHeight(id: number): number {
  // splitmix32 of the id: consecutive ids get unrelated heights.
  let h = (id + 0x9e3779b9) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x21f0aaad);
  h = Math.imul(h ^ (h >>> 15), 0x735a2d97);
  h ^= h >>> 15;
  return BAR_HEIGHT_MIN + ((h >>> 0) / 0x1_0000_0000) * (BAR_HEIGHT_MAX - BAR_HEIGHT_MIN);
}

export const BAR_COLORS = { gfn: '#ff4040', other: '#38d9f5' } as const;

/** SPEC §2: locations whose type contains "gfn" (any case) are red. */
export function isGfn(type: string): boolean {
  return type.toLowerCase().includes('gfn');
}

export function barColor(type: string): string {
  return isGfn(type) ? BAR_COLORS.gfn : BAR_COLORS.other;
}

/** Camera distance within the zoom limits (350–1000). */
export function clampZoom(distance: number): number {
  return Math.min(GLOBE_ZOOM_MAX, Math.max(GLOBE_ZOOM_MIN, distance));
}

/** The polar angles (from the north pole) the camera may take: the view tilts at most ±90° from the equator. */
export function polarAngleLimits(): { min: number; max: number } {
  return { min: (90 - GLOBE_MAX_TILT_DEG) * RAD, max: (90 + GLOBE_MAX_TILT_DEG) * RAD };
}

/**
 * A random place other than the current one (the dice). `random` returns a number in [0, 1), like
 * Math.random, which is the default.
 */
export function pickRandom<T extends { id: number }>(places: readonly T[], currentId: number | null, random: () => number = Math.random): T | undefined {
  const others = places.length > 1 ? places.filter((place) => place.id !== currentId) : places;
  return others[Math.min(others.length - 1, Math.floor(random() * others.length))];
}

/**
 * The camera's vertical field of view for a viewport of this aspect (width / height): `fovDeg` on a wide
 * screen, and wider on a tall one, so a phone held upright sees as much of the earth across as a TV.
 */
export function verticalFov(aspect: number, fovDeg: number): number {
  if (aspect >= 1) return fovDeg;
  return (2 * Math.atan(Math.tan((fovDeg * RAD) / 2) / aspect)) / RAD;
}

/** Smooth start and end of an animation, for t in [0, 1]. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2;
}
