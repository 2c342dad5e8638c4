// globe: a cold kiosk's first frames on /world (globeFirstFrame.ts: a new Chromium each time, WebGL on
// SwiftShader) and the frame time once it runs, at 5000 stations against the same at 400 (the baseline).
// Budget from issue 17: the textured earth with its bars within 3 s at 400 stations.
import { chromium } from '@playwright/test';
import type {} from '../../client/features/globe/useGlobeProbe.ts'; // declares window.stationdeskGlobe
import { alternate, compare, single, type Benchmark, type Figure, type Round } from './harness.ts';
import { benchClientBuild } from './clientBuild.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './client.ts';
import { seededDatabase, startNode, using } from './fixtures.ts';
import { measureGlobeFirstFrame } from './globeFirstFrame.ts';

const READY_MS = 3000;

/** Mean ms per frame the running globe draws over `seconds`. */
async function frameTime(url: string, seconds: number): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(url);
    await page.waitForFunction(() => (window.stationdeskGlobe?.info().textures ?? 0) > 0 && window.stationdeskGlobe!.bars() > 0, undefined, { timeout: 120_000 });
    await page.waitForTimeout(1000);
    const from = await page.evaluate(() => window.stationdeskGlobe!.info().frame);
    await page.waitForTimeout(seconds * 1000);
    const frames = (await page.evaluate(() => window.stationdeskGlobe!.info().frame)) - from;
    if (frames <= 0) throw new Error('the globe drew no frame');
    return (seconds * 1000) / frames;
  } finally {
    await browser.close();
  }
}

export const globe: Benchmark = async ({ smoke }) => {
  const dir = await benchClientBuild(smoke);
  const sizes = smoke ? { baseline: 50, large: 200 } : { baseline: 400, large: 5000 };
  return using(async (keep) => {
    const kiosk = async (stations: number) => {
      const db = keep(await seededDatabase(stations));
      const server = keep(await startNode(db.url, { env: { CLIENT_DIR: dir } }));
      const { token } = await server.client.call('addKiosk', { name: 'Bench TV' });
      return `${server.url}/world?kiosk=${token}`;
    };
    const [baseline, large] = [await kiosk(sizes.baseline), await kiosk(sizes.large)];
    const round = (url: string) => async (): Promise<Round> => ({ ...await measureGlobeFirstFrame(url), perFrameMs: await frameTime(url, smoke ? 1 : 5) });
    const rounds = await alternate(smoke ? 1 : 3, round(large), round(baseline));
    const floor = `the same at ${sizes.baseline} stations`;
    const figures: Figure[] = [
      // The budget is for the baseline's size: a row of its own.
      single('globe', `${sizes.baseline} stations · navigation → earth and bars drawn (cold)`, 'ms', 'lower', rounds.b.map((r) => r.readyMs!), READY_MS),
      compare('globe', `${sizes.large} stations · navigation → first paint (cold)`, 'ms', 'lower', rounds, 'paintMs', { floor }),
      compare('globe', `${sizes.large} stations · navigation → first canvas frame (cold)`, 'ms', 'lower', rounds, 'frameMs', { floor }),
      compare('globe', `${sizes.large} stations · navigation → earth and bars drawn (cold)`, 'ms', 'lower', rounds, 'readyMs', { floor }),
      compare('globe', `${sizes.large} stations · frame time, running (SwiftShader)`, 'ms', 'lower', rounds, 'perFrameMs', { floor }),
    ];
    return figures;
  });
};
