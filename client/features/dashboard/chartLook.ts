// How the dashboard's charts look on staff screens and on a wall screen (dark, read from across a room: no
// text under 24 px, no tooltips, nothing to click), as props shared by every chart.
import type { MantineColor } from '@mantine/core';

export interface ChartLook {
  textColor: MantineColor;
  gridColor: MantineColor | undefined;
  withTooltip: boolean;
  tick: { fontSize: number; fill: string };
  colors: { opened: MantineColor; resolved: MantineColor; count: MantineColor; cumulative: MantineColor; median: MantineColor; p90: MantineColor };
  /** Room under the x axis for its labels. */
  axisHeight: number;
}

export function chartLook(kiosk: boolean): ChartLook {
  return kiosk
    ? {
      textColor: 'gray.3', gridColor: 'dark.4', withTooltip: false, tick: { fontSize: 24, fill: 'currentColor' }, axisHeight: 40,
      colors: { opened: 'blue.4', resolved: 'teal.4', count: 'indigo.4', cumulative: 'orange.4', median: 'blue.4', p90: 'red.4' },
    }
    : {
      textColor: 'dimmed', gridColor: undefined, withTooltip: true, tick: { fontSize: 12, fill: 'currentColor' }, axisHeight: 30,
      colors: { opened: 'blue.6', resolved: 'teal.6', count: 'indigo.6', cumulative: 'orange.6', median: 'blue.6', p90: 'red.6' },
    };
}

interface AxisOptions {
  /** Pixels kept between two labels of the x axis (recharts leaves out labels that would come closer). */
  gap?: number;
  /** Long labels on the x axis (at most this many characters), slanted so that every one shows. */
  slanted?: number;
  /** Characters of the widest label of the y axis. */
  yChars?: number;
  /** The y axis on the right: where the latest figures of a time line are (and where a phone scrolls to). */
  yRight?: boolean;
}

/** Props of the axes in the look's type size. */
export function axisProps(look: ChartLook, { gap = 8, slanted, yChars = 3, yRight = false }: AxisOptions = {}) {
  const size = look.tick.fontSize;
  const xTick = slanted
    ? { ...look.tick, angle: -30, textAnchor: 'end' as const, transform: 'translate(0, 4)' }
    : { ...look.tick, transform: 'translate(0, 10)' };
  return {
    xAxisProps: { tick: xTick, minTickGap: gap, height: slanted ? Math.round(size * (slanted * 0.3 + 1.5)) : look.axisHeight, ...(slanted ? { interval: 0 } : {}) },
    yAxisProps: {
      tick: { ...look.tick, transform: `translate(${yRight ? 6 : -10}, 0)` }, allowDecimals: false, width: Math.round(size * (yChars * 0.65 + 1.5)),
      ...(yRight ? { orientation: 'right' as const } : {}),
    },
  };
}
