// Where the camera looks: the globe's auto-rotation, flights to a station and zoom animations, as one small
// state machine over a three.js camera orbiting the earth's centre. The scene advances it every frame; the
// user's own dragging and wheel zooming are OrbitControls', which work on the same camera.
import { Quaternion, Vector3, type Camera } from 'three';
import { GLOBE_ROTATE_TICK_MS } from '../../../shared/constants.ts';
import { clampZoom, easeInOutCubic, latLngToVector, vectorToLatLng, type LatLng } from './globeMath.ts';

/** How far the globe turns at each auto-rotate tick (SPEC §9: a tick every 112 ms). */
export const ROTATE_STEP_DEG = 0.3;
export const FLIGHT_MS = 1800;
export const ZOOM_MS = 900;
/** One press of ↑ or ↓. */
export const KEY_ZOOM_STEP = 60;

const UP = new Vector3(0, 1, 0);
const ORIGIN = new Vector3(0, 0, 0);

interface Flight { from: Vector3; turn: Quaternion; fromDistance: number; toDistance: number; elapsedMs: number; durationMs: number }
interface Zoom { from: number; to: number; elapsedMs: number; durationMs: number }

export class GlobeView {
  /** Radians of auto-rotation queued by ticks and not yet turned: turned smoothly, frame by frame. */
  private pendingSpin = 0;
  private flight: Flight | null = null;
  private zoom: Zoom | null = null;

  constructor(readonly camera: Camera) {}

  /** The place in the middle of the view. */
  center(): LatLng {
    return vectorToLatLng([this.camera.position.x, this.camera.position.y, this.camera.position.z]);
  }

  distance(): number {
    return this.camera.position.length();
  }

  /** Puts the camera over `place` at `distance` at once. */
  jumpTo(place: LatLng, distance = this.distance()): void {
    this.camera.position.set(...latLngToVector(place, clampZoom(distance)));
    this.camera.lookAt(ORIGIN);
  }

  /** One auto-rotate tick: the globe turns by ROTATE_STEP_DEG over the next tick's frames. */
  spinTick(): void {
    if (!this.flight) this.pendingSpin = Math.min(this.pendingSpin + ROTATE_STEP_DEG * Math.PI / 180, 4 * ROTATE_STEP_DEG * Math.PI / 180);
  }

  /** Flies to `place`, keeping the distance unless one is given. */
  flyTo(place: LatLng, options: { distance?: number; durationMs?: number } = {}): void {
    const from = this.camera.position.clone().normalize();
    const to = new Vector3(...latLngToVector(place, 1));
    this.pendingSpin = 0;
    this.zoom = null;
    this.flight = {
      from,
      turn: new Quaternion().setFromUnitVectors(from, to),
      fromDistance: this.distance(),
      toDistance: clampZoom(options.distance ?? this.distance()),
      elapsedMs: 0,
      durationMs: options.durationMs ?? FLIGHT_MS,
    };
  }

  zoomTo(distance: number, durationMs = ZOOM_MS): void {
    this.zoom = { from: this.distance(), to: clampZoom(distance), elapsedMs: 0, durationMs };
  }

  /** ↑ zooms in, ↓ out, one step a press, from where the last press was heading. */
  zoomBy(delta: number): void {
    this.zoomTo((this.zoom?.to ?? this.distance()) + delta);
  }

  /** Whether a flight is under way. */
  get flying(): boolean {
    return this.flight !== null;
  }

  /** The user took over (dragging, pinching): every animation stops where it is. */
  stop(): void {
    this.pendingSpin = 0;
    this.flight = null;
    this.zoom = null;
  }

  /** Moves the camera by `dtMs` of animation; true when it moved. */
  advance(dtMs: number): boolean {
    let moved = false;
    if (this.pendingSpin > 0) {
      const angle = Math.min(this.pendingSpin, (ROTATE_STEP_DEG * Math.PI / 180) * (dtMs / GLOBE_ROTATE_TICK_MS));
      this.pendingSpin -= angle;
      // Turning the camera westwards makes the earth turn eastwards, as it does.
      this.camera.position.applyAxisAngle(UP, -angle);
      moved = true;
    }
    if (this.flight) {
      const flight = this.flight;
      flight.elapsedMs += dtMs;
      const t = easeInOutCubic(flight.elapsedMs / flight.durationMs);
      const direction = flight.from.clone().applyQuaternion(new Quaternion().slerp(flight.turn, t));
      this.camera.position.copy(direction.multiplyScalar(flight.fromDistance + (flight.toDistance - flight.fromDistance) * t));
      if (flight.elapsedMs >= flight.durationMs) this.flight = null;
      moved = true;
    }
    if (this.zoom) {
      const zoom = this.zoom;
      zoom.elapsedMs += dtMs;
      const t = easeInOutCubic(zoom.elapsedMs / zoom.durationMs);
      this.camera.position.setLength(zoom.from + (zoom.to - zoom.from) * t);
      if (zoom.elapsedMs >= zoom.durationMs) this.zoom = null;
      moved = true;
    }
    if (moved) this.camera.lookAt(ORIGIN);
    return moved;
  }
}
