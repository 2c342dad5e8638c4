import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Color, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { StationLocation } from '../../../../shared/records.ts';
import { BAR_SCALE, barColor, barHeight, easeInOutCubic, GLOBE_RADIUS, latLngToVector } from '../globeMath.ts';

/** How long a new station's bar takes to grow to its height. */
export const GROW_MS = 1500;
const BAR_WIDTH = 1.5;
/** A drag ends in a click too; a pointer that moved more than this many pixels did not click a bar. */
const CLICK_SLOP_PX = 5;

/** Room for `count` bars: grown in powers of two, so a new station does not rebuild the mesh each time. */
export function capacityFor(count: number): number {
  return Math.max(64, 2 ** Math.ceil(Math.log2(Math.max(1, count))));
}

/** How far a bar has grown (0–1): a station that arrived `born` (performance.now()) grows in for GROW_MS. */
function grownAt(born: number | undefined, now: number): number {
  return born === undefined ? 1 : Math.min(1, (now - born) / GROW_MS);
}

const UP = new Vector3(0, 1, 0);
const matrix = new Matrix4();
const position = new Vector3();
const orientation = new Quaternion();
const scale = new Vector3();
const color = new Color();

function writeBar(mesh: InstancedMesh, index: number, location: StationLocation, grown: number): void {
  position.set(...latLngToVector(location, GLOBE_RADIUS));
  orientation.setFromUnitVectors(UP, position.clone().normalize());
  scale.set(1, Math.max(0.001, barHeight(location.id) * BAR_SCALE * grown), 1);
  mesh.setMatrixAt(index, matrix.compose(position, orientation, scale));
}

interface Props {
  locations: StationLocation[];
  /** When each station that arrived after the first load came (performance.now()); their bars grow in. */
  arrivals: ReadonlyMap<number, number>;
  onHover: (location: StationLocation | null) => void;
  onPick: (location: StationLocation) => void;
  onMeshChange?: (mesh: InstancedMesh | null) => void;
}

/** Every station's bar, in one instanced mesh: one draw call whatever the number of stations. */
export function StationBars({ locations, arrivals, onHover, onPick, onMeshChange }: Props) {
  const mesh = useRef<InstancedMesh>(null);
  const capacity = capacityFor(locations.length);
  const geometry = useMemo(() => new BoxGeometry(BAR_WIDTH, 1, BAR_WIDTH).translate(0, 0.5, 0), []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const growing = useRef(new Set<number>());

  useLayoutEffect(() => {
    const bars = mesh.current;
    if (!bars) return;
    const now = performance.now();
    growing.current.clear();
    locations.forEach((location, index) => {
      const grown = grownAt(arrivals.get(location.id), now);
      if (grown < 1) growing.current.add(index);
      writeBar(bars, index, location, easeInOutCubic(grown));
      bars.setColorAt(index, color.set(barColor(location.type)));
    });
    bars.count = locations.length;
    bars.instanceMatrix.needsUpdate = true;
    if (bars.instanceColor) bars.instanceColor.needsUpdate = true;
    bars.computeBoundingSphere();
  }, [locations, arrivals, capacity]);

  useEffect(() => {
    onMeshChange?.(mesh.current);
    return () => onMeshChange?.(null);
  }, [onMeshChange, capacity]);

  useFrame(() => {
    const bars = mesh.current;
    if (!bars || growing.current.size === 0) return;
    const now = performance.now();
    for (const index of growing.current) {
      const location = locations[index];
      const grown = grownAt(location && arrivals.get(location.id), now);
      if (location) writeBar(bars, index, location, easeInOutCubic(grown));
      if (grown >= 1) growing.current.delete(index);
    }
    bars.instanceMatrix.needsUpdate = true;
  });

  const locationOf = (event: ThreeEvent<PointerEvent | MouseEvent>) => (event.instanceId === undefined ? undefined : locations[event.instanceId]);

  return (
    <instancedMesh
      key={capacity}
      ref={mesh}
      args={[geometry, undefined, capacity]}
      frustumCulled={false}
      onPointerMove={(event) => {
        event.stopPropagation();
        onHover(locationOf(event) ?? null);
      }}
      onPointerOut={() => onHover(null)}
      onClick={(event) => {
        event.stopPropagation();
        const location = locationOf(event);
        if (location && event.delta <= CLICK_SLOP_PX) onPick(location);
      }}
    >
      <meshLambertMaterial emissive="#0c2a3a" />
    </instancedMesh>
  );
}
