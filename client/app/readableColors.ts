import { darken, lighten, luminance, type CSSVariablesResolver, type MantineColorsTuple, type MantineTheme } from '@mantine/core';

/** WCAG AA for normal text is 4.5:1; a little more, so that rounding in a browser or a checker never tips it. */
export const MIN_CONTRAST = 4.6;

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The luminance at which black and white text read equally well: a background above it is light. */
const MID_LUMINANCE = 0.179;

/**
 * The first of `shades` (in order of preference, towards more contrast) that reads on `background` at
 * MIN_CONTRAST, else the last one moved away from the background (darkened on a light one, lightened on a dark
 * one) in small steps until it does: the palette's own colour wherever one is far enough.
 */
export function readableOn(background: string, shades: readonly string[]): string {
  const found = shades.find((shade) => contrast(shade, background) >= MIN_CONTRAST);
  if (found) return found;
  const away = luminance(background) > MID_LUMINANCE ? darken : lighten;
  const last = shades.at(-1)!;
  let amount = 0;
  let color = last;
  while (contrast(color, background) < MIN_CONTRAST && amount < 1) {
    amount += 0.02;
    color = away(last, amount);
  }
  return color;
}

type Scheme = Record<string, string>;
type Theme = Parameters<CSSVariablesResolver>[0];

/**
 * Mantine's light-scheme colours that carry text, moved until they pass AA: its defaults do not (dimmed gray-6 on
 * white is 3.3:1, white on blue-6 3.6:1, on teal-6 2.6:1, orange-9 on orange-1 3.6:1). Derived from the palettes,
 * so every colour name used with `color=` or `c=` (badges, buttons, alerts, status colours) passes alike:
 * - `filled` (white text on it: buttons, filled badges) and `outline`: the first shade from 6 that holds white;
 * - `light-color` (light badges and alerts, light and subtle buttons): readable on shade 2, their hover background;
 * - dimmed and placeholder text: gray-6 darkened until it reads on gray-2, the darkest background it sits on
 *   (hovered rows), so that it stays lighter than the text beside it.
 */
function lightScheme(theme: Theme): Scheme {
  const light: Scheme = {};
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
  return light;
}

/** The light variant's hover background in the dark scheme, as Mantine makes it (its darkest tint). */
export const darkLightHover = (shades: readonly string[]) => darken(shades[9]!, 0.3);

/**
 * The same in the dark scheme, where Mantine's defaults fail too (dimmed dark-2 on dark-5 is 2.9:1, white on
 * yellow-8 2.5:1, a red-8 error on the body 3.4:1, `c="violet"` 3.3:1). Text is made to read on dark-5, the
 * lightest background it sits on (hovered rows and buttons, inputs are darker):
 * - `filled`: the first shade from 8 (Mantine's dark filled shade) that holds white;
 * - `text` (`c=` a colour), `outline`, links and errors: the first shade from 4 (red: from 6) towards 0 that reads;
 * - `light-color`: shade 0, lightened if it must be, on the light variant's hover background;
 * - dimmed and placeholder text: dark-2 lightened until it reads, so that it stays darker than the text (dark-0).
 */
function darkScheme(theme: Theme): Scheme {
  const dark: Scheme = {};
  const surface = theme.colors.dark[5];
  const towardsLight = (shades: readonly string[], from: number) => shades.slice(0, from + 1).reverse();
  for (const [name, shades] of Object.entries(theme.colors) as [string, MantineColorsTuple][]) {
    const filled = readableOn(theme.white, shades.slice(8));
    dark[`--mantine-color-${name}-filled`] = filled;
    dark[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    const text = readableOn(surface, towardsLight(shades, 4));
    dark[`--mantine-color-${name}-text`] = text;
    dark[`--mantine-color-${name}-outline`] = text;
    dark[`--mantine-color-${name}-light-color`] = readableOn(darkLightHover(shades), [shades[0]]);
  }
  const subdued = readableOn(surface, [theme.colors.dark[2]]);
  dark['--mantine-color-dimmed'] = subdued;
  dark['--mantine-color-placeholder'] = subdued;
  dark['--mantine-color-anchor'] = readableOn(surface, towardsLight(theme.colors[theme.primaryColor]!, 4));
  dark['--mantine-color-error'] = readableOn(surface, towardsLight(theme.colors.red, 6));
  return dark;
}

const resolved = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

/**
 * Both schemes' colours that carry text, readable at WCAG AA (see lightScheme and darkScheme); worked out once
 * per theme, not at every render of Mantine's provider (it measures the contrast of every palette's shades).
 */
export const readableColors: CSSVariablesResolver = (theme) => {
  let variables = resolved.get(theme);
  if (!variables) resolved.set(theme, variables = { variables: {}, light: lightScheme(theme), dark: darkScheme(theme) });
  return variables;
};
