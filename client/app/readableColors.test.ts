import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, MIN_CONTRAST, readableColors, readableOn } from './readableColors.ts';
import { theme } from './theme.ts';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const light = readableColors(full).light;

describe('readableColors', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2); // Mantine's gray-6, its dimmed text
  });

  it('keeps a palette shade that is dark enough, and darkens the darkest one otherwise', () => {
    const blue = full.colors.blue;
    expect(readableOn('#ffffff', blue.slice(6))).toBe(blue[8]);
    const orange = full.colors.orange;
    const darkened = readableOn('#ffffff', orange.slice(6));
    expect(orange).not.toContain(darkened);
    expect(contrast(darkened, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrast(darkened, '#ffffff')).toBeLessThan(MIN_CONTRAST + 0.5);
  });

  it.each(Object.keys(full.colors))('gives %s filled backgrounds that hold white text and light colours that read on their tint', (name) => {
    const shades = full.colors[name]!;
    expect(contrast(light[`--mantine-color-${name}-filled`]!, full.white)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrast(light[`--mantine-color-${name}-filled-hover`]!, full.white)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrast(light[`--mantine-color-${name}-outline`]!, full.white)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    for (const background of [shades[1], shades[2]]) { // the light variant's background, and its hover
      expect(contrast(light[`--mantine-color-${name}-light-color`]!, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('makes dimmed text, placeholders, links and errors readable on white and on the gray row backgrounds', () => {
    const gray = full.colors.gray;
    for (const variable of ['dimmed', 'placeholder', 'anchor', 'error']) {
      for (const background of [full.white, gray[0], gray[1]]) {
        expect(contrast(light[`--mantine-color-${variable}`]!, background), `${variable} on ${background}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
    }
    // Dimmed stays dimmed: lighter than the darker grays used for body text.
    expect(contrast(light['--mantine-color-dimmed']!, full.white)).toBeLessThan(contrast(gray[7], full.white));
  });
});
