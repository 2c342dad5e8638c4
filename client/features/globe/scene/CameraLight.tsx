import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { DirectionalLight } from 'three';

/** Light from just above and left of the viewer, wherever the camera goes: the side in view is always lit. */
export function CameraLight() {
  const light = useRef<DirectionalLight>(null);
  useFrame(({ camera }) => {
    light.current?.position.copy(camera.position).add(camera.up.clone().multiplyScalar(200)).applyAxisAngle(camera.up, 0.35);
  });
  return (
    <>
      <ambientLight intensity={0.9} />
      <directionalLight ref={light} intensity={1.6} />
    </>
  );
}
