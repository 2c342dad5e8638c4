// lists: input → painted rows on /service and /ncr in Chromium (listTyping.ts) at 5000 and 20000 stations,
// against the same at 50 stations, measured in the same run (the baseline: what the page costs with almost
// no data). Budget from issue 17: a keystroke ≤ 50 ms.
import { chromium } from '@playwright/test';
import { compare, single, type Benchmark, type Figure } from './harness.ts';
import { benchClientBuild } from './clientBuild.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './client.ts';
import { ACTIONS, measureLists, type Samples } from './listTyping.ts';

const BASELINE = 50;
const KEYSTROKE_MS = 50;
/** NCRs per station, as the generated data has about. */
const NCRS_PER_STATION = 0.5;

export const lists: Benchmark = async ({ smoke }) => {
  const dir = await benchClientBuild(smoke);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const measured = async (stations: number) => measureLists(browser, stations, Math.round(stations * NCRS_PER_STATION), dir, smoke);
    const baseline = await measured(BASELINE);
    const figures: Figure[] = [];
    for (const stations of smoke ? [200] : [5000, 20_000]) {
      const large = await measured(stations);
      for (const list of ['stations', 'ncr'] as const) {
        const page = list === 'stations' ? '/service' : '/ncr';
        const samples = (of: Samples, action: keyof Samples) => (action === 'firstRows' ? [of.firstRows] : of[action]).map((ms) => ({ ms }));
        for (const action of [...ACTIONS, 'firstRows'] as const) {
          const [a, b] = [samples(large[list], action), samples(baseline[list], action)];
          if (a.length === 0) continue;
          const name = `${page} · ${action === 'firstRows' ? 'navigation → first rows (empty cache)' : `${action} → painted`} · ${large.label}`;
          const budget = action === 'keystroke' ? KEYSTROKE_MS : undefined;
          // Paging has no baseline: 50 stations fit on one page.
          figures.push(b.length === 0
            ? single('lists', `${name} (no baseline: one page at ${baseline.label})`, 'ms', 'lower', a.map((sample) => sample.ms), budget)
            : compare('lists', name, 'ms', 'lower', { a, b }, 'ms', { floor: `the same at ${baseline.label}`, budget }));
        }
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
};
