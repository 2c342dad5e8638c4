import { useCallback, useEffect, useRef, useState } from 'react';
import {
  GLOBE_INITIAL_ZOOM_DELAY_MS, GLOBE_INITIAL_ZOOM_NUDGE, GLOBE_RANDOM_PICK_PAUSE_MS, GLOBE_RECENTER_CHECK_MS,
  GLOBE_ROTATE_TICK_MS,
} from '../../../shared/constants.ts';
import type { StationLocation } from '../../../shared/records.ts';
import { pickRandom, placeAtCenter } from './globeMath.ts';
import { KEY_ZOOM_STEP, type GlobeView } from './globeView.ts';
import { useTicker } from './useTicker.ts';

/** A kiosk flies on to another station when it has shown one this long. */
export const KIOSK_TOUR_MS = 16_000;
/** A click on a bar of several stations flies this share of the way closer (the zoom limits still hold). */
const GROUP_ZOOM = 0.6;

interface Options {
  locations: StationLocation[];
  arrivals: ReadonlyMap<number, number>;
  /** A wall screen tours the stations and flies to each new one. */
  kiosk: boolean;
  /** False while the globe is out of sight (the list view): the arrow keys are the page's again. */
  active: boolean;
}

/**
 * What moves the globe besides the user's hands (SPEC §2, §9): auto-rotation at every 112 ms tick while
 * Rotate is on, the zoom nudge 300 ms after start, the dice (rotation off, fly, rotation back after 10 s),
 * the re-centering check every second that makes the station in the middle the current one, ↑/↓ zoom, and
 * a kiosk's tour.
 */
export function useGlobeMotion({ locations, arrivals, kiosk, active }: Options) {
  const [view, setView] = useState<GlobeView | null>(null);
  const [rotating, setRotatingState] = useState(true);
  const [current, setCurrent] = useState<StationLocation | null>(null);
  const interacting = useRef(false);
  const resumeTimer = useRef<number | undefined>(undefined);
  const lastFlightAt = useRef(0);

  const cancelResume = () => {
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = undefined;
  };
  useEffect(() => cancelResume, []);

  /** The Rotate checkbox: the user's choice also ends a pause after the dice. */
  const setRotating = useCallback((on: boolean) => {
    cancelResume();
    setRotatingState(on);
  }, []);

  /** Rotation off, fly to the station (closer by `distance`), and (with `resume`) rotation back on after 10 s. */
  const flyTo = useCallback((location: StationLocation, resume: boolean, distance?: number) => {
    if (!view) return;
    setCurrent(location);
    lastFlightAt.current = performance.now();
    setRotatingState(false);
    view.flyTo(location, { distance });
    cancelResume();
    if (resume) {
      resumeTimer.current = window.setTimeout(() => {
        resumeTimer.current = undefined;
        setRotatingState(true);
      }, GLOBE_RANDOM_PICK_PAUSE_MS);
    }
  }, [view]);

  const rollDice = useCallback(() => {
    const pick = pickRandom(locations, current?.id ?? null);
    if (pick) flyTo(pick, true);
  }, [locations, current, flyTo]);

  /**
   * A click or tap on a bar flies there, and closer when the bar stands for several stations, so that they part;
   * rotation comes back only if it was on.
   */
  const pick = useCallback((location: StationLocation, grouped = false) => {
    flyTo(location, rotating || resumeTimer.current !== undefined, grouped && view ? view.distance() * GROUP_ZOOM : undefined);
  }, [flyTo, rotating, view]);

  const onInteracting = useCallback((active: boolean) => { interacting.current = active; }, []);

  useEffect(() => {
    if (!view) return;
    const timer = window.setTimeout(() => view.zoomTo(view.distance() - GLOBE_INITIAL_ZOOM_NUDGE), GLOBE_INITIAL_ZOOM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [view]);

  useTicker(() => { if (!interacting.current) view?.spinTick(); }, GLOBE_ROTATE_TICK_MS, rotating && view !== null);

  useTicker(() => {
    if (!view || view.flying) return;
    const centred = placeAtCenter(locations, view.center(), current) ?? null;
    if (centred !== current) setCurrent(centred);
  }, GLOBE_RECENTER_CHECK_MS, view !== null);

  useTicker(() => {
    if (performance.now() - lastFlightAt.current >= KIOSK_TOUR_MS) rollDice();
  }, GLOBE_RECENTER_CHECK_MS, kiosk && view !== null);

  // A wall screen shows a new station the moment it arrives.
  const shownArrival = useRef<number | null>(null);
  useEffect(() => {
    if (!kiosk || arrivals.size === 0) return;
    const [newest] = [...arrivals].sort(([, a], [, b]) => b - a);
    const location = newest && locations.find((l) => l.id === newest[0]);
    if (location && shownArrival.current !== location.id) {
      shownArrival.current = location.id;
      flyTo(location, true);
    }
  }, [kiosk, arrivals, locations, flyTo]);

  useEffect(() => {
    if (!view || !active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [role="listbox"]')) return;
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      view.zoomBy(event.key === 'ArrowUp' ? -KEY_ZOOM_STEP : KEY_ZOOM_STEP);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, active]);

  return { view, setView, rotating, setRotating, current, pick, rollDice, onInteracting };
}
