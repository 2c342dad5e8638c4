import { useEffect } from 'react';
import { Vector3, type InstancedMesh, type WebGLRenderer } from 'three';
import type { StationLocation } from '../../../shared/records.ts';
import { BAR_SCALE, barHeight, GLOBE_RADIUS, latLngToVector, type LatLng } from './globeMath.ts';
import type { GlobeView } from './globeView.ts';
import type { StationGroup } from './stationGroups.ts';

/** What the globe tells about itself on `window.stationdeskGlobe`: for the browser tests and benchmarks. */
export interface GlobeProbe {
  /** Draw calls, triangles and GPU resources of the last frame (three.js renderer.info). */
  info(): { calls: number; triangles: number; geometries: number; textures: number; frame: number };
  /** Bars drawn (a bar may stand for several stations). */
  bars(): number;
  /** Stations the bars stand for. */
  stations(): number;
  center(): LatLng | null;
  distance(): number | null;
  /**
   * Where the middle of a station's bar is on the page, when the bar is that station's alone; null when it
   * stands for others too, or is on the far side or off screen.
   */
  screenPoint(id: number): { x: number; y: number } | null;
  /** The current station and where its marker is on the page (null when off screen or on the far side). */
  marker(): { id: number; point: { x: number; y: number } | null } | null;
  /** The canvas' WebGL context, e.g. to simulate a lost context with WEBGL_lose_context. */
  context(): WebGLRenderingContext | WebGL2RenderingContext | null;
}

declare global {
  interface Window { stationdeskGlobe?: GlobeProbe }
}

/** The page coordinates of a point `height` above a place, when the camera sees its side of the earth. */
function screenPoint(renderer: WebGLRenderer, view: GlobeView, place: LatLng, height: number): { x: number; y: number } | null {
  const point = new Vector3(...latLngToVector(place, GLOBE_RADIUS + height));
  if (point.clone().normalize().dot(view.camera.position.clone().normalize()) < 0.3) return null;
  const ndc = point.project(view.camera);
  if (Math.abs(ndc.x) > 1 || Math.abs(ndc.y) > 1) return null;
  const rect = renderer.domElement.getBoundingClientRect();
  return { x: rect.left + ((ndc.x + 1) / 2) * rect.width, y: rect.top + ((1 - ndc.y) / 2) * rect.height };
}

interface Parts {
  renderer: WebGLRenderer | null;
  bars: InstancedMesh | null;
  view: GlobeView | null;
  groups: StationGroup[];
  current: StationLocation | null;
}

export function useGlobeProbe({ renderer, bars, view, groups, current }: Parts): void {
  useEffect(() => {
    window.stationdeskGlobe = {
      info: () => ({
        calls: renderer?.info.render.calls ?? 0,
        triangles: renderer?.info.render.triangles ?? 0,
        geometries: renderer?.info.memory.geometries ?? 0,
        textures: renderer?.info.memory.textures ?? 0,
        frame: renderer?.info.render.frame ?? 0,
      }),
      bars: () => bars?.count ?? 0,
      stations: () => (bars ? groups.reduce((sum, group) => sum + group.members.length, 0) : 0),
      center: () => view?.center() ?? null,
      distance: () => view?.distance() ?? null,
      screenPoint: (id) => {
        const group = groups.find((g) => g.members.length === 1 && g.lead.id === id);
        return renderer && view && group ? screenPoint(renderer, view, group, (barHeight(id) * BAR_SCALE) / 2) : null;
      },
      marker: () => current && { id: current.id, point: renderer && view ? screenPoint(renderer, view, current, 0) : null },
      context: () => renderer?.getContext() ?? null,
    };
    return () => { delete window.stationdeskGlobe; };
  }, [renderer, bars, view, groups, current]);
}
