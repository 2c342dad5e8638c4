import { PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import { GLOBE_ROTATE_TICK_MS } from '../../../shared/constants.ts';
import { angularDistance } from './globeMath.ts';
import { FLIGHT_MS, GlobeView, ROTATE_STEP_DEG } from './globeView.ts';

function viewAt(lat: number, lng: number, distance = 800): GlobeView {
  const view = new GlobeView(new PerspectiveCamera(45, 16 / 9, 1, 5000));
  view.jumpTo({ lat, lng }, distance);
  return view;
}

/** Advances in 16 ms frames. */
function run(view: GlobeView, ms: number): void {
  for (let t = 0; t < ms; t += 16) view.advance(16);
}

describe('auto-rotation', () => {
  it('turns the earth eastwards by one step a tick, smoothly over the frames of that tick', () => {
    const view = viewAt(20, 10);
    view.spinTick();
    view.advance(GLOBE_ROTATE_TICK_MS / 2);
    expect(view.center().lng).toBeCloseTo(10 - ROTATE_STEP_DEG / 2, 6);
    view.advance(GLOBE_ROTATE_TICK_MS);
    expect(view.center().lng).toBeCloseTo(10 - ROTATE_STEP_DEG, 6);
    expect(view.center().lat).toBeCloseTo(20, 6);
    expect(view.advance(16)).toBe(false);
  });

  it('does not jump after ticks piled up while frames were not drawn (a hidden tab)', () => {
    const view = viewAt(0, 0);
    for (let i = 0; i < 500; i++) view.spinTick();
    view.advance(60_000);
    expect(view.center().lng).toBeGreaterThanOrEqual(-4 * ROTATE_STEP_DEG - 1e-9);
  });
});

describe('flights', () => {
  it('fly to a place over the flight time, then stay there; ticks do not turn the globe meanwhile', () => {
    const view = viewAt(48, 16);
    view.flyTo({ lat: -33.9, lng: 151.2 });
    expect(view.flying).toBe(true);
    run(view, FLIGHT_MS / 2);
    view.spinTick();
    const halfway = view.center();
    expect(angularDistance(halfway, { lat: 48, lng: 16 })).toBeGreaterThan(0.3);
    expect(angularDistance(halfway, { lat: -33.9, lng: 151.2 })).toBeGreaterThan(0.3);
    run(view, FLIGHT_MS);
    expect(view.flying).toBe(false);
    expect(view.center().lat).toBeCloseTo(-33.9, 6);
    expect(view.center().lng).toBeCloseTo(151.2, 6);
    expect(view.distance()).toBeCloseTo(800, 6);
  });

  it('stop where they are when the user takes over', () => {
    const view = viewAt(0, 0);
    view.flyTo({ lat: 0, lng: 90 });
    run(view, FLIGHT_MS / 3);
    view.stop();
    const where = view.center();
    run(view, FLIGHT_MS);
    expect(view.center().lng).toBeCloseTo(where.lng, 9);
    expect(view.flying).toBe(false);
  });
});

describe('zoom', () => {
  it('animates to a distance within 350–1000, and key presses add up', () => {
    const view = viewAt(0, 0, 800);
    view.zoomTo(600);
    run(view, 2000);
    expect(view.distance()).toBeCloseTo(600, 6);
    view.zoomTo(100);
    run(view, 2000);
    expect(view.distance()).toBeCloseTo(350, 6);
    view.zoomBy(100);
    view.zoomBy(100);
    run(view, 2000);
    expect(view.distance()).toBeCloseTo(550, 6);
    view.zoomBy(5000);
    run(view, 2000);
    expect(view.distance()).toBeCloseTo(1000, 6);
  });
});
