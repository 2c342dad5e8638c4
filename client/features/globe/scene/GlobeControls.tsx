import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { GLOBE_ZOOM_MAX, GLOBE_ZOOM_MIN } from '../../../../shared/constants.ts';
import { polarAngleLimits } from '../globeMath.ts';
import { GlobeView } from '../globeView.ts';

/** Frames longer than this (a tab coming back, a slow machine) animate as this long: nothing jumps. */
const MAX_FRAME_MS = 100;

interface Props {
  /** The view, once the camera exists; null when the scene goes. */
  onView: (view: GlobeView | null) => void;
  /** The user starts or ends dragging or pinching the globe. */
  onInteracting: (interacting: boolean) => void;
}

/**
 * Dragging rotates, the wheel and pinching zoom (OrbitControls, within the zoom and tilt limits); the
 * GlobeView's animations move the same camera between the user's moves.
 */
export function GlobeControls({ onView, onInteracting }: Props) {
  const camera = useThree((state) => state.camera);
  const domElement = useThree((state) => state.gl.domElement);
  const [parts, setParts] = useState<{ controls: OrbitControls; view: GlobeView } | null>(null);

  useEffect(() => {
    const controls = new OrbitControls(camera, domElement);
    const { min, max } = polarAngleLimits();
    Object.assign(controls, {
      enablePan: false, enableDamping: true, dampingFactor: 0.08, rotateSpeed: 0.35, zoomSpeed: 0.8,
      minDistance: GLOBE_ZOOM_MIN, maxDistance: GLOBE_ZOOM_MAX, minPolarAngle: min, maxPolarAngle: max,
    });
    const view = new GlobeView(camera);
    const start = () => {
      view.stop();
      onInteracting(true);
    };
    const end = () => onInteracting(false);
    controls.addEventListener('start', start);
    controls.addEventListener('end', end);
    setParts({ controls, view });
    onView(view);
    return () => {
      controls.removeEventListener('start', start);
      controls.removeEventListener('end', end);
      controls.dispose();
      onView(null);
    };
  }, [camera, domElement, onView, onInteracting]);

  useFrame((_, delta) => {
    if (!parts) return;
    parts.view.advance(Math.min(delta * 1000, MAX_FRAME_MS));
    parts.controls.update();
  });
  return null;
}
