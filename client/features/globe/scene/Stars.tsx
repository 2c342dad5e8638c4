import { useMemo } from 'react';

const STAR_COUNT = 2500;
const STAR_DISTANCE = 2600;

/** A fixed field of stars far behind the earth (one draw call). Seeded, so it is the same at every load. */
export function Stars() {
  const positions = useMemo(() => {
    let seed = 42;
    const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 0x1_0000_0000);
    const positions = new Float32Array(STAR_COUNT * 3);
    for (let i = 0; i < STAR_COUNT; i++) {
      const y = random() * 2 - 1;
      const angle = random() * Math.PI * 2;
      const r = Math.sqrt(1 - y * y) * STAR_DISTANCE;
      positions.set([r * Math.cos(angle), y * STAR_DISTANCE, r * Math.sin(angle)], i * 3);
    }
    return positions;
  }, []);
  return (
    <points raycast={() => null}>
      <bufferGeometry>
        <bufferAttribute attach="attributes-position" args={[positions, 3]} />
      </bufferGeometry>
      <pointsMaterial color="#c8d6f0" size={2.2} sizeAttenuation={false} transparent opacity={0.8} depthWrite={false} />
    </points>
  );
}
