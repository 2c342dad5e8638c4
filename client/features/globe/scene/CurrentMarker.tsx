import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { AdditiveBlending, DoubleSide, Quaternion, Vector3, type Group, type Mesh } from 'three';
import { BAR_SCALE, GLOBE_RADIUS, latLngToVector, type LatLng } from '../globeMath.ts';

const Z = new Vector3(0, 0, 1);
const Y = new Vector3(0, 1, 0);
const PULSE_MS = 1600;
export const MARKER_COLOR = '#ffe066';
/** The camera distance at which the marker has its own size; farther out it grows, so it stays as large on screen. */
const SIZE_DISTANCE = 600;
/** Drawn over the bars (they would hide a ring on the ground), and only on the side of the earth in view. */
const ON_TOP = { depthTest: false, depthWrite: false, transparent: true, toneMapped: false, forceSinglePass: true } as const;
const FACING_MIN = 0.2;
const BEAM_LENGTH = BAR_SCALE * 1.5;
/** A cylinder stands along y; the marker's up is z. */
const BEAM_TURN = new Quaternion().setFromUnitVectors(Y, Z);

/**
 * The current station: a bright ring on the ground with a ring pulsing out of it, and a beam rising above the
 * bars, so that it is found at a glance even among a region's bars.
 */
export function CurrentMarker({ place }: { place: LatLng }) {
  const marker = useRef<Group>(null);
  const pulse = useRef<Mesh>(null);
  const { position, quaternion } = useMemo(() => {
    const at = new Vector3(...latLngToVector(place, GLOBE_RADIUS + 0.4));
    return { position: at, quaternion: new Quaternion().setFromUnitVectors(Z, at.clone().normalize()) };
  }, [place]);
  useFrame(({ camera }) => {
    if (!marker.current || !pulse.current) return;
    const distance = camera.position.length();
    marker.current.visible = position.dot(camera.position) / (position.length() * distance) > FACING_MIN;
    marker.current.scale.setScalar(Math.max(1, distance / SIZE_DISTANCE));
    const phase = (performance.now() % PULSE_MS) / PULSE_MS;
    pulse.current.scale.setScalar(1 + phase * 1.4);
    (pulse.current.material as { opacity: number }).opacity = 0.9 * (1 - phase);
  });
  return (
    <group ref={marker} position={position} quaternion={quaternion}>
      <mesh raycast={() => null} renderOrder={10}>
        <ringGeometry args={[2.2, 3.8, 64]} />
        <meshBasicMaterial color={MARKER_COLOR} side={DoubleSide} opacity={0.95} {...ON_TOP} />
      </mesh>
      <mesh ref={pulse} raycast={() => null} renderOrder={10}>
        <ringGeometry args={[3.8, 4.8, 64]} />
        <meshBasicMaterial color={MARKER_COLOR} side={DoubleSide} {...ON_TOP} />
      </mesh>
      {/* The beam stands along the ground's normal (the ring's z), as tall as the tallest bar and a half. */}
      <mesh raycast={() => null} renderOrder={10} quaternion={BEAM_TURN} position={[0, 0, BEAM_LENGTH / 2]}>
        <cylinderGeometry args={[0.5, 0.5, BEAM_LENGTH, 12, 1, true]} />
        <meshBasicMaterial color={MARKER_COLOR} opacity={0.75} blending={AdditiveBlending} {...ON_TOP} />
      </mesh>
    </group>
  );
}
