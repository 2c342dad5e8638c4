import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, darkLightHover, MIN_CONTRAST, readableColors, readableOn } from './readableColors.ts';
import { theme } from './theme.ts';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = readableColors(full);

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

  it('lightens the last shade instead on a dark background', () => {
    const background = full.colors.dark[5];
    const violet = full.colors.violet;
    expect(readableOn(background, [violet[4], violet[3]])).toBe(violet[3]);
    const lightened = readableOn(background, [full.colors.dark[2]]);
    expect(contrast(lightened, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrast(lightened, background)).toBeLessThan(MIN_CONTRAST + 0.5);
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

  describe('in the dark scheme', () => {
    const backgrounds = [full.colors.dark[7], full.colors.dark[6], full.colors.dark[5]]; // the body, inputs and rows, hovered

    it.each(Object.keys(full.colors))('gives %s filled backgrounds that hold white text, and text and light colours that read', (name) => {
      const shades = full.colors[name]!;
      expect(contrast(dark[`--mantine-color-${name}-filled`]!, full.white)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrast(dark[`--mantine-color-${name}-filled-hover`]!, full.white)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      for (const background of backgrounds) {
        expect(contrast(dark[`--mantine-color-${name}-text`]!, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        expect(contrast(dark[`--mantine-color-${name}-outline`]!, background)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
      expect(contrast(dark[`--mantine-color-${name}-light-color`]!, darkLightHover(shades))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    });

    it('makes dimmed text, placeholders, links and errors readable on the dark backgrounds', () => {
      for (const variable of ['dimmed', 'placeholder', 'anchor', 'error']) {
        for (const background of backgrounds) {
          expect(contrast(dark[`--mantine-color-${variable}`]!, background), `${variable} on ${background}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
        }
      }
      // Dimmed stays dimmed: darker than the body text (dark-0).
      expect(contrast(dark['--mantine-color-dimmed']!, full.colors.dark[7])).toBeLessThan(contrast(full.colors.dark[0], full.colors.dark[7]));
    });
  });
});
