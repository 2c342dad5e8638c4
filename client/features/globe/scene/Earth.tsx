import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useState } from 'react';
import { SRGBColorSpace, Texture } from 'three';
import { oceanColor } from 'virtual:earth-texture';
import { loadedEarthImage, loadEarthImage } from '../earthTexture.ts';
import { GLOBE_RADIUS } from '../globeMath.ts';

/** Hits on the earth stop there, so the bars on its far side do not answer the pointer. */
const stopAtEarth = (event: ThreeEvent<PointerEvent | MouseEvent>) => event.stopPropagation();

function mapTexture(image: ImageBitmap): Texture {
  const texture = new Texture(image);
  texture.flipY = false; // the image is decoded upside down already: WebGL does not flip an ImageBitmap
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 8;
  texture.needsUpdate = true;
  return texture;
}

/** The textured earth: plain ocean until the map is in, then the map. */
export function Earth({ onMapReady, onMapError }: { onMapReady: () => void; onMapError: (error: Error) => void }) {
  const [image, setImage] = useState(loadedEarthImage);
  useEffect(() => {
    if (image) return;
    let cancelled = false;
    loadEarthImage().then((loaded) => cancelled || setImage(loaded), onMapError);
    return () => { cancelled = true; };
  }, [image, onMapError]);
  const map = useMemo(() => image && mapTexture(image), [image]);
  useEffect(() => {
    if (map) onMapReady();
    return () => map?.dispose();
  }, [map, onMapReady]);

  return (
    <mesh onPointerMove={stopAtEarth} onClick={stopAtEarth} onPointerOver={stopAtEarth}>
      <sphereGeometry args={[GLOBE_RADIUS, 96, 64]} />
      <meshPhongMaterial key={map ? 'map' : 'plain'} map={map} color={map ? '#ffffff' : oceanColor} shininess={12} specular="#1d3557" />
    </mesh>
  );
}
