import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { PerspectiveCamera } from 'three';
import { verticalFov } from '../globeMath.ts';

/** Keeps the camera's field of view fitted to the canvas: `fov` degrees, across a portrait screen. */
export function FitFov({ fov }: { fov: number }) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const { width, height } = useThree((state) => state.size);
  useLayoutEffect(() => {
    camera.fov = verticalFov(width / Math.max(1, height), fov);
    camera.updateProjectionMatrix();
  }, [camera, width, height, fov]);
  return null;
}
