import { darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** WCAG AA for normal text is 4.5:1; a little more, so that rounding in a browser or a checker never tips it. */
export const MIN_CONTRAST = 4.6;

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The first of `shades` (light to dark) that reads on `background` at MIN_CONTRAST, else the darkest one darkened
 * in small steps until it does: the palette's own colour wherever it is dark enough.
 */
export function readableOn(background: string, shades: readonly string[]): string {
  const found = shades.find((shade) => contrast(shade, background) >= MIN_CONTRAST);
  if (found) return found;
  const darkest = shades.at(-1)!;
  let amount = 0;
  let color = darkest;
  while (contrast(color, background) < MIN_CONTRAST && amount < 1) {
    amount += 0.02;
    color = darken(darkest, amount);
  }
  return color;
}

/**
 * Mantine's light-scheme colours that carry text, moved until they pass AA: its defaults do not (dimmed gray-6 on
 * white is 3.3:1, white on blue-6 3.6:1, on teal-6 2.6:1, orange-9 on orange-1 3.6:1). Derived from the palettes,
 * so every colour name used with `color=` or `c=` (badges, buttons, alerts, status colours) passes alike:
 * - `filled` (white text on it: buttons, filled badges) and `outline`: the first shade from 6 that holds white;
 * - `light-color` (light badges and alerts, light and subtle buttons): readable on shade 2, their hover background;
 * - dimmed and placeholder text: gray-6 darkened until it reads on gray-2, the darkest background it sits on
 *   (hovered rows), so that it stays lighter than the text beside it.
 */
export const readableColors: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  const white = theme.white;
  for (const [name, shades] of Object.entries(theme.colors) as [string, MantineColorsTuple][]) {
    const filled = readableOn(white, shades.slice(6));
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[2], shades.slice(9));
  }
  const gray = theme.colors.gray;
  const subdued = readableOn(gray[2], [gray[6]]);
  light['--mantine-color-dimmed'] = subdued;
  light['--mantine-color-placeholder'] = subdued;
  light['--mantine-color-anchor'] = readableOn(gray[2], theme.colors[theme.primaryColor]!.slice(6));
  light['--mantine-color-error'] = readableOn(white, theme.colors.red.slice(6));
  return { variables: {}, light, dark: {} };
};
