import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { DoubleSide, Quaternion, Vector3, type Mesh } from 'three';
import { GLOBE_RADIUS, latLngToVector, type LatLng } from '../globeMath.ts';

const Z = new Vector3(0, 0, 1);
const PULSE_MS = 1600;

/** A pulsing ring on the ground around the current station. */
export function CurrentMarker({ place }: { place: LatLng }) {
  const ring = useRef<Mesh>(null);
  const { position, quaternion } = useMemo(() => {
    const at = new Vector3(...latLngToVector(place, GLOBE_RADIUS + 0.4));
    return { position: at, quaternion: new Quaternion().setFromUnitVectors(Z, at.clone().normalize()) };
  }, [place]);
  useFrame(() => {
    if (!ring.current) return;
    const phase = (performance.now() % PULSE_MS) / PULSE_MS;
    ring.current.scale.setScalar(1 + phase * 1.6);
    (ring.current.material as { opacity: number }).opacity = 1 - phase;
  });
  return (
    <mesh ref={ring} position={position} quaternion={quaternion} raycast={() => null}>
      <ringGeometry args={[2.4, 3.6, 48]} />
      <meshBasicMaterial color="#ffe066" side={DoubleSide} forceSinglePass transparent depthWrite={false} />
    </mesh>
  );
}
