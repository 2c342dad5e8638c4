// The globe's earth texture, made when the client is built (a Vite plugin): Natural Earth's 1:50m countries
// (the world-atlas package) drawn as SVG paths on an equirectangular map by d3-geo and rasterised by sharp
// (librsvg) to a WebP in the build output. The browser only loads that image: no map data is shipped, and no
// map is drawn on its main thread before the first frame.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { geoEquirectangular, geoGraticule10, geoPath } from 'd3-geo';
import sharp from 'sharp';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

/** The map's look: a fill or a stroke colour with its opacity. */
export const EARTH_COLORS = {
  ocean: '#0a1f3f',
  graticule: { color: '#78aae6', opacity: 0.14 },
  land: '#2c5a52',
  coast: { color: '#96dcc8', opacity: 0.55 },
  border: { color: '#beebdc', opacity: 0.35 },
} as const;

/**
 * The map's widths: 2048 pixels for most screens, whose first frame it speeds up (on a slow machine without a
 * GPU, uploading a 4096 texture costs about a second more), and 4096 to stay sharp on a 4K wall screen.
 */
export const EARTH_TEXTURE_WIDTHS = { normal: 2048, large: 4096 } as const;

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

function readCountries(): Countries {
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Countries;
}

/** The map as an SVG document of width × width/2 pixels. */
export function earthSvg(width: number, topology = readCountries()): string {
  const height = width / 2;
  const projection = geoEquirectangular().scale(width / (2 * Math.PI)).translate([width / 2, height / 2]);
  const path = geoPath(projection).digits(1);
  const line = (scale: number) => (scale * width) / 4096;
  const stroke = ({ color, opacity }: { color: string; opacity: number }, scale: number) =>
    `stroke="${color}" stroke-opacity="${opacity}" stroke-width="${line(scale)}" stroke-linejoin="round"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${EARTH_COLORS.ocean}"/>`,
    `<path d="${path(geoGraticule10())}" fill="none" ${stroke(EARTH_COLORS.graticule, 1)}/>`,
    `<path d="${path(feature(topology, topology.objects.land))}" fill="${EARTH_COLORS.land}" ${stroke(EARTH_COLORS.coast, 1.5)}/>`,
    `<path d="${path(mesh(topology, topology.objects.countries, (a, b) => a !== b))}" fill="none" ${stroke(EARTH_COLORS.border, 1)}/>`,
    '</svg>',
  ].join('\n');
}

/** The map rasterised to WebP (at 4096 pixels about 230 KB, half a palette PNG's size; the thin lines stay clean). */
export async function earthImage(width: number): Promise<Buffer> {
  return sharp(Buffer.from(earthSvg(width))).webp({ quality: 85, smartSubsample: true }).toBuffer();
}

const MODULE_ID = 'virtual:earth-texture';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:earth-texture` (declared in client/features/globe/earthTextureModule.d.ts): the URLs of the
 * images, emitted as hashed assets, and the ocean's colour for the sphere until an image is in.
 */
export function earthTexturePlugin(): Plugin {
  let images: Promise<Buffer[]> | undefined; // drawn once per process: a watch build does not draw them again
  return {
    name: 'stationdesk-earth-texture',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { normal, large } = EARTH_TEXTURE_WIDTHS;
      images ??= Promise.all([earthImage(normal), earthImage(large)]);
      const [normalImage, largeImage] = await images;
      const url = (width: number, source: Buffer) => `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: `earth-${width}.webp`, source })}`;
      return [
        `export const earthTextureUrl = ${url(normal, normalImage!)};`,
        `export const earthTextureLargeUrl = ${url(large, largeImage!)};`,
        `export const oceanColor = ${JSON.stringify(EARTH_COLORS.ocean)};`,
      ].join('\n');
    },
  };
}
