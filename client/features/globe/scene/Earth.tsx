import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';
import { drawEarth, EARTH_COLORS } from '../earthTexture.ts';
import { GLOBE_RADIUS } from '../globeMath.ts';

/** Hits on the earth stop there, so the bars on its far side do not answer the pointer. */
const stopAtEarth = (event: ThreeEvent<PointerEvent | MouseEvent>) => event.stopPropagation();

/** The textured earth: plain ocean until the map is drawn, then the map. */
export function Earth({ onMapError }: { onMapError: (error: Error) => void }) {
  const [map, setMap] = useState<CanvasTexture | null>(null);
  useEffect(() => {
    let texture: CanvasTexture | null = null;
    let cancelled = false;
    drawEarth().then((canvas) => {
      if (cancelled) return;
      texture = new CanvasTexture(canvas);
      texture.colorSpace = SRGBColorSpace;
      texture.anisotropy = 8;
      setMap(texture);
    }, onMapError);
    return () => {
      cancelled = true;
      texture?.dispose();
    };
  }, [onMapError]);

  return (
    <mesh onPointerMove={stopAtEarth} onClick={stopAtEarth} onPointerOver={stopAtEarth}>
      <sphereGeometry args={[GLOBE_RADIUS, 96, 64]} />
      <meshPhongMaterial key={map ? 'map' : 'plain'} map={map} color={map ? '#ffffff' : EARTH_COLORS.ocean} shininess={12} specular="#1d3557" />
    </mesh>
  );
}
