import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Color, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { StationLocation } from '../../../../shared/records.ts';
import { BAR_SCALE, barColor, barHeight, easeInOutCubic, GLOBE_RADIUS, latLngToVector, nearestTo, vectorToLatLng } from '../globeMath.ts';
import { groupWidth, type StationGroup } from '../stationGroups.ts';

/** How long a new station's bar takes to grow to its height. */
export const GROW_MS = 1500;
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

/** A group's bar: at its middle, as tall as its first station's bar, as wide as its size asks. */
function writeBar(mesh: InstancedMesh, index: number, group: StationGroup, width: number, grown: number): void {
  position.set(...latLngToVector(group, GLOBE_RADIUS));
  orientation.setFromUnitVectors(UP, position.clone().normalize());
  scale.set(width, Math.max(0.001, barHeight(group.lead.id) * BAR_SCALE * grown), width);
  mesh.setMatrixAt(index, matrix.compose(position, orientation, scale));
}

interface Props {
  groups: StationGroup[];
  /** The grouping's angle (degrees): how wide a group's bar may be. */
  angle: number;
  /** When each station that arrived after the first load came (performance.now()); their bars grow in. */
  arrivals: ReadonlyMap<number, number>;
  onHover: (location: StationLocation | null) => void;
  /** A bar was clicked: its station, or the one of its stations nearest the click, and whether it has others. */
  onPick: (location: StationLocation, grouped: boolean) => void;
  onMeshChange?: (mesh: InstancedMesh | null) => void;
}

/** A bar per group of stations (stationGroups.ts), in one instanced mesh: one draw call whatever their number. */
export function StationBars({ groups, angle, arrivals, onHover, onPick, onMeshChange }: Props) {
  const mesh = useRef<InstancedMesh>(null);
  const capacity = capacityFor(groups.length);
  const geometry = useMemo(() => new BoxGeometry(1, 1, 1).translate(0, 0.5, 0), []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const growing = useRef(new Set<number>());

  useLayoutEffect(() => {
    const bars = mesh.current;
    if (!bars) return;
    const now = performance.now();
    growing.current.clear();
    groups.forEach((group, index) => {
      const grown = grownAt(arrivals.get(group.lead.id), now);
      if (grown < 1) growing.current.add(index);
      writeBar(bars, index, group, groupWidth(group.members.length, angle), easeInOutCubic(grown));
      bars.setColorAt(index, color.set(barColor(group.lead.type))); // the group's stations are all of its colour
    });
    bars.count = groups.length;
    bars.instanceMatrix.needsUpdate = true;
    if (bars.instanceColor) bars.instanceColor.needsUpdate = true;
    bars.computeBoundingSphere();
  }, [groups, angle, arrivals, capacity]);

  useEffect(() => {
    onMeshChange?.(mesh.current);
    return () => onMeshChange?.(null);
  }, [onMeshChange, capacity]);

  useFrame(() => {
    const bars = mesh.current;
    if (!bars || growing.current.size === 0) return;
    const now = performance.now();
    for (const index of growing.current) {
      const group = groups[index];
      const grown = grownAt(group && arrivals.get(group.lead.id), now);
      if (group) writeBar(bars, index, group, groupWidth(group.members.length, angle), easeInOutCubic(grown));
      if (grown >= 1) growing.current.delete(index);
    }
    bars.instanceMatrix.needsUpdate = true;
  });

  /** The station under the pointer: of a group's stations, the one nearest where the bar was hit. */
  const stationAt = (event: ThreeEvent<PointerEvent | MouseEvent>) => {
    const group = event.instanceId === undefined ? undefined : groups[event.instanceId];
    if (!group) return undefined;
    const station = nearestTo(group.members, vectorToLatLng([event.point.x, event.point.y, event.point.z])) ?? group.lead;
    return { station, grouped: group.members.length > 1 };
  };

  return (
    <instancedMesh
      key={capacity}
      ref={mesh}
      args={[geometry, undefined, capacity]}
      frustumCulled={false}
      onPointerMove={(event) => {
        event.stopPropagation();
        onHover(stationAt(event)?.station ?? null);
      }}
      onPointerOut={() => onHover(null)}
      onClick={(event) => {
        event.stopPropagation();
        const hit = stationAt(event);
        if (hit && event.delta <= CLICK_SLOP_PX) onPick(hit.station, hit.grouped);
      }}
    >
      <meshLambertMaterial emissive="#0c2a3a" />
    </instancedMesh>
  );
}
