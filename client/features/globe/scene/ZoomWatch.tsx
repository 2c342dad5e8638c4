import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { zoomStep } from '../stationGroups.ts';

/** Tells when the camera's distance or the canvas crosses a zoom step (the stations' grouping follows it). */
export function ZoomWatch({ onStep }: { onStep: (distance: number) => void }) {
  const last = useRef<number | null>(null);
  useFrame(({ camera, size }) => {
    const step = zoomStep(camera.position.length(), size);
    if (step === last.current) return;
    last.current = step;
    onStep(step);
  });
  return null;
}
