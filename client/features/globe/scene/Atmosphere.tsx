import { AdditiveBlending, BackSide } from 'three';
import { GLOBE_RADIUS } from '../globeMath.ts';

// A soft blue halo around the earth: a larger sphere seen from inside, bright where it grazes the limb.
const vertexShader = /* glsl */ `
  varying vec3 vNormal;
  void main() {
    vNormal = normalize(normalMatrix * normal);
    gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
  }`;
const fragmentShader = /* glsl */ `
  varying vec3 vNormal;
  void main() {
    float intensity = pow(max(0.0, 0.7 - dot(vNormal, vec3(0.0, 0.0, 1.0))), 6.0);
    gl_FragColor = vec4(0.3, 0.6, 1.0, 1.0) * intensity * 0.6;
  }`;

export function Atmosphere() {
  return (
    <mesh scale={1.12} raycast={() => null}>
      <sphereGeometry args={[GLOBE_RADIUS, 64, 48]} />
      <shaderMaterial vertexShader={vertexShader} fragmentShader={fragmentShader} side={BackSide} blending={AdditiveBlending} transparent depthWrite={false} />
    </mesh>
  );
}
