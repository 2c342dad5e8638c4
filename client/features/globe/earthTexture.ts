// The earth's texture, drawn in the browser from Natural Earth's 1:50m countries (the world-atlas package,
// served with the client: no map server or CDN) onto an equirectangular canvas that wraps the sphere.
import { geoEquirectangular, geoGraticule10, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

export const EARTH_COLORS = {
  ocean: '#0a1f3f',
  graticule: 'rgba(120, 170, 230, 0.14)',
  land: '#2c5a52',
  coast: 'rgba(150, 220, 200, 0.55)',
  border: 'rgba(190, 235, 220, 0.35)',
} as const;

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Fetches the countries and draws them on a new canvas of width × width/2 pixels. */
export async function drawEarth(width = 4096): Promise<HTMLCanvasElement> {
  const response = await fetch(countriesUrl);
  if (!response.ok) throw new Error(`The world map could not be loaded (${response.status})`);
  const topology = (await response.json()) as Countries;

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = width / 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the world map on');
  const projection = geoEquirectangular().scale(width / (2 * Math.PI)).translate([width / 2, width / 4]);
  const path = geoPath(projection, context);
  const stroke = (style: string, lineWidth: number) => {
    context.strokeStyle = style;
    context.lineWidth = lineWidth;
    context.stroke();
  };

  context.fillStyle = EARTH_COLORS.ocean;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.beginPath();
  path(geoGraticule10());
  stroke(EARTH_COLORS.graticule, width / 4096);

  context.beginPath();
  path(feature(topology, topology.objects.land));
  context.fillStyle = EARTH_COLORS.land;
  context.fill();
  stroke(EARTH_COLORS.coast, (1.5 * width) / 4096);

  context.beginPath();
  path(mesh(topology, topology.objects.countries, (a, b) => a !== b));
  stroke(EARTH_COLORS.border, width / 4096);
  return canvas;
}
