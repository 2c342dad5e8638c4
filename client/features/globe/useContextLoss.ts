import { useEffect, useState } from 'react';
import type { WebGLRenderer } from 'three';

/**
 * Whether the WebGL context is lost right now (a GPU reset, a driver update, too many tabs), and how often it
 * came back. three.js keeps the canvas restorable and uploads everything again when the browser gives the
 * context back; meanwhile the page says so instead of showing a frozen globe.
 */
export function useContextLoss(renderer: WebGLRenderer | null): { lost: boolean; restores: number } {
  const [lost, setLost] = useState(false);
  const [restores, setRestores] = useState(0);
  useEffect(() => {
    if (!renderer) return;
    const canvas = renderer.domElement;
    const onLost = () => setLost(true);
    const onRestored = () => {
      setLost(false);
      setRestores((count) => count + 1);
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    return () => {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
    };
  }, [renderer]);
  return { lost, restores };
}
