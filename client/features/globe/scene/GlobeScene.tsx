import { Canvas } from '@react-three/fiber';
import type { InstancedMesh, WebGLRenderer } from 'three';
import type { StationLocation } from '../../../../shared/records.ts';
import { latLngToVector, type LatLng } from '../globeMath.ts';
import type { GlobeView } from '../globeView.ts';
import type { StationGroup } from '../stationGroups.ts';
import { Atmosphere } from './Atmosphere.tsx';
import { CameraLight } from './CameraLight.tsx';
import { CurrentMarker } from './CurrentMarker.tsx';
import { Earth } from './Earth.tsx';
import { FitFov } from './FitFov.tsx';
import { GlobeControls } from './GlobeControls.tsx';
import { StationBars } from './StationBars.tsx';
import { Stars } from './Stars.tsx';
import { ZoomWatch } from './ZoomWatch.tsx';

/** Narrow enough that the zoom range (350–1000) goes from a close-up of a region to the whole earth (degrees). */
const CAMERA_FOV = 30;

/** Where the camera starts: far out over central Europe, where most stations are. */
export const START_PLACE: LatLng = { lat: 30, lng: 12 };
/** The starting distance; 300 ms later the view nudges 200 closer (SPEC §9). */
export const START_DISTANCE = 800;

export interface GlobeSceneProps {
  /** The stations' bars, grouped for the zoom step the scene reports through onZoomStep. */
  groups: StationGroup[];
  /** The grouping's angle (degrees). */
  groupAngle: number;
  arrivals: ReadonlyMap<number, number>;
  current: StationLocation | null;
  /** Rendering stops while the tab is hidden. */
  paused: boolean;
  /**
   * Counts the restores of a lost WebGL context. The meshes are built anew after each: three.js keeps the
   * old context's programs alive through listeners on the old geometries and materials, which would add up
   * on a screen that runs for weeks.
   */
  generation: number;
  label: string;
  onView: (view: GlobeView | null) => void;
  onInteracting: (interacting: boolean) => void;
  onHover: (location: StationLocation | null) => void;
  onPick: (location: StationLocation, grouped: boolean) => void;
  onZoomStep: (distance: number) => void;
  onRenderer: (renderer: WebGLRenderer) => void;
  onBars: (mesh: InstancedMesh | null) => void;
  onMapReady: () => void;
  onMapError: (error: Error) => void;
}

/** The 3D world: stars, the earth with its glow, a bar per group of stations and a marker on the current one. */
export function GlobeScene(props: GlobeSceneProps) {
  return (
    <Canvas
      frameloop={props.paused ? 'never' : 'always'}
      dpr={[1, 1.5]}
      camera={{ fov: CAMERA_FOV, near: 1, far: 6000, position: latLngToVector(START_PLACE, START_DISTANCE) }}
      gl={{ antialias: true, powerPreference: 'high-performance' }}
      onCreated={({ gl }) => props.onRenderer(gl)}
      aria-label={props.label}
      role="img"
      tabIndex={0}
      data-testid="globe-canvas"
    >
      <color attach="background" args={['#02060f']} />
      <FitFov fov={CAMERA_FOV} />
      <CameraLight />
      <group key={props.generation}>
        <Stars />
        <Earth onMapReady={props.onMapReady} onMapError={props.onMapError} />
        <Atmosphere />
        <StationBars groups={props.groups} angle={props.groupAngle} arrivals={props.arrivals} onHover={props.onHover} onPick={props.onPick} onMeshChange={props.onBars} />
        {props.current && <CurrentMarker place={props.current} />}
      </group>
      <GlobeControls onView={props.onView} onInteracting={props.onInteracting} />
      <ZoomWatch onStep={props.onZoomStep} />
    </Canvas>
  );
}
