// The module the build makes for the globe (server/build/earthTexture.ts): the earth's texture in the build output.
declare module 'virtual:earth-texture' {
  /** The map, an equirectangular WebP of 2048 × 1024 pixels. */
  export const earthTextureUrl: string;
  /** The same map at 4096 × 2048 pixels, for very large screens. */
  export const earthTextureLargeUrl: string;
  /** The sea's colour on the map: the sphere's colour until the map is in. */
  export const oceanColor: string;
}
