import { describe, expect, it } from 'vitest';
import {
  angularDistance, barColor, barHeight, clampZoom, easeInOutCubic, GLOBE_RADIUS, latLngToVector, nearestTo,
  pickRandom, placeAtCenter, polarAngleLimits, vectorToLatLng, verticalFov,
} from './globeMath.ts';

describe('latitude and longitude in the scene', () => {
  it('puts the poles on the y axis and longitude 0 on +x, 90° E on -z as the texture wraps', () => {
    const close = (v: readonly number[], expected: number[]) => v.forEach((c, i) => expect(c).toBeCloseTo(expected[i]!, 9));
    close(latLngToVector({ lat: 90, lng: 0 }), [0, GLOBE_RADIUS, 0]);
    close(latLngToVector({ lat: -90, lng: 45 }), [0, -GLOBE_RADIUS, 0]);
    close(latLngToVector({ lat: 0, lng: 0 }), [GLOBE_RADIUS, 0, 0]);
    close(latLngToVector({ lat: 0, lng: 90 }), [0, 0, -GLOBE_RADIUS]);
    close(latLngToVector({ lat: 0, lng: 180 }, 2), [-2, 0, 0]);
  });

  it('turns a point back into the place it lies over, at any distance', () => {
    for (const place of [{ lat: 48.2, lng: 16.37 }, { lat: -33.9, lng: 151.2 }, { lat: 64.1, lng: -21.9 }, { lat: 0, lng: -179.5 }]) {
      const back = vectorToLatLng(latLngToVector(place, 750));
      expect(back.lat).toBeCloseTo(place.lat, 9);
      expect(back.lng).toBeCloseTo(place.lng, 9);
    }
  });

  it('measures the angle between places and finds the nearest', () => {
    expect(angularDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(Math.PI / 2, 9);
    expect(angularDistance({ lat: 10, lng: 179 }, { lat: 10, lng: -179 })).toBeLessThan(0.04);
    const places = [{ id: 1, lat: 48.2, lng: 16.4 }, { id: 2, lat: 40.7, lng: -74 }, { id: 3, lat: -33.9, lng: 151.2 }];
    expect(nearestTo(places, { lat: 52.5, lng: 13.4 })?.id).toBe(1);
    expect(nearestTo(places, { lat: -40, lng: 175 })?.id).toBe(3);
    expect(nearestTo([], { lat: 0, lng: 0 })).toBeUndefined();
  });

  it('keeps the current place at the centre while it is as near as any, so twins on one spot do not flip', () => {
    const a = { id: 1, lat: 10, lng: 10 };
    const twin = { id: 2, lat: 10, lng: 10 };
    const far = { id: 3, lat: -40, lng: 100 };
    expect(placeAtCenter([a, twin, far], { lat: 10, lng: 10 }, twin)).toBe(twin);
    expect(placeAtCenter([a, twin, far], { lat: 11, lng: 10 }, null)).toBe(a);
    expect(placeAtCenter([a, twin, far], { lat: -39, lng: 100 }, twin)).toBe(far);
    expect(placeAtCenter([a, far], { lat: 10, lng: 10 }, twin)).toBe(a);
    const refreshed = { ...twin, name: 'renamed' };
    expect(placeAtCenter([a, refreshed, far], { lat: 10, lng: 10 }, twin)).toBe(refreshed);
  });
});

describe('bars', () => {
  it('are between 0.3 and 0.96 globe radii tall, the same for a station at every load, and spread out', () => {
    const heights = Array.from({ length: 2000 }, (_, i) => barHeight(i + 1));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(0.3);
    expect(Math.max(...heights)).toBeLessThanOrEqual(0.96);
    expect(barHeight(1234)).toBe(barHeight(1234));
    const mean = heights.reduce((a, b) => a + b, 0) / heights.length;
    expect(mean).toBeGreaterThan(0.6);
    expect(mean).toBeLessThan(0.66);
    expect(Math.abs(barHeight(1) - barHeight(2))).toBeGreaterThan(0.01);
  });

  it('are red when the type contains gfn in any case', () => {
    expect(barColor('GFN')).toBe(barColor('gfn-cc'));
    expect(barColor('ASC + GfN')).toBe(barColor('GFN'));
    expect(barColor('ASC')).not.toBe(barColor('GFN'));
    expect(barColor('')).toBe(barColor('ASC'));
  });
});

describe('the view', () => {
  it('zooms between 350 and 1000 and tilts at most 90° either way', () => {
    expect(clampZoom(100)).toBe(350);
    expect(clampZoom(600)).toBe(600);
    expect(clampZoom(5000)).toBe(1000);
    const { min, max } = polarAngleLimits();
    expect(min).toBeCloseTo(0, 9);
    expect(max).toBeCloseTo(Math.PI, 9);
  });

  it('the dice picks any place but the current one, and the only one when there is one', () => {
    const places = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(pickRandom(places, 1, () => 0)?.id).toBe(2);
    expect(pickRandom(places, 1, () => 0.9999)?.id).toBe(3);
    expect(pickRandom(places, 2, () => 0.5)?.id).toBe(3);
    expect(pickRandom([{ id: 7 }], 7, () => 0.3)?.id).toBe(7);
    expect(pickRandom([], null)).toBeUndefined();
    const seen = new Set(Array.from({ length: 200 }, () => pickRandom(places, 3)!.id));
    expect([...seen].sort()).toEqual([1, 2]);
  });

  it('widens the field of view on a tall screen so the earth fits across it', () => {
    expect(verticalFov(16 / 9, 30)).toBe(30);
    expect(verticalFov(1, 30)).toBe(30);
    const phone = verticalFov(390 / 844, 30);
    const horizontal = 2 * Math.atan(Math.tan((phone * Math.PI) / 360) * (390 / 844)) * (180 / Math.PI);
    expect(horizontal).toBeCloseTo(30, 9);
  });

  it('eases from 0 to 1 without overshooting', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5, 9);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(2)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });
});
