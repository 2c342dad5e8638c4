import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EARTH_COLORS, earthImage } from './earthTexture.ts';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('the earth texture made at build time', () => {
  it('is an equirectangular WebP map: land where the continents are, sea elsewhere', async () => {
    const width = 512;
    const image = sharp(await earthImage(width));
    expect(await image.metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    const { data } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (lat: number, lng: number) => {
      const x = Math.round(((lng + 180) / 360) * width);
      const y = Math.round(((90 - lat) / 180) * (width / 2));
      return [...data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
    };
    const near = (pixel: number[], hex: string) => pixel.every((value, i) => Math.abs(value - rgb(hex)[i]!) < 16);
    expect(near(at(5, 23), EARTH_COLORS.land)).toBe(true); // central Africa
    expect(near(at(-15, -155), EARTH_COLORS.ocean)).toBe(true); // the South Pacific
    expect(near(at(-25, 133), EARTH_COLORS.land)).toBe(true); // Australia
  });
});
