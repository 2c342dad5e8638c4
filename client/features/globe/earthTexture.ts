// The earth's texture: an image made when the client is built (server/build/earthTexture.ts), fetched and
// decoded off the main thread. The router starts loading it with the globe's code, so both come in together.
import { earthTextureLargeUrl, earthTextureUrl } from 'virtual:earth-texture';

/** Screens with more device pixels than this across (a 4K wall screen) get the larger map. */
const LARGE_SCREEN_PX = 2560;

let pending: Promise<ImageBitmap> | undefined;
let loaded: ImageBitmap | null = null;

/** The map, upside down as WebGL takes it; one load for every caller, and a failed one is tried again next time. */
export function loadEarthImage(): Promise<ImageBitmap> {
  const large = Math.max(window.screen.width, window.screen.height) * window.devicePixelRatio > LARGE_SCREEN_PX;
  pending ??= fetch(large ? earthTextureLargeUrl : earthTextureUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`The world map could not be loaded (${response.status})`);
      loaded = await createImageBitmap(await response.blob(), { imageOrientation: 'flipY' });
      return loaded;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The map if it is in already: then the globe's first frame has it (a frame costs much on a slow machine). */
export function loadedEarthImage(): ImageBitmap | null {
  return loaded;
}
