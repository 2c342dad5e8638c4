// npm run bench:globe — does a wall-screen globe stay flat in memory while it runs? A kiosk opens /world in
// Debian's Chromium (WebGL on SwiftShader) against a real server; then, ROUNDS times, a station is added
// with coordinates (its bar grows in, the kiosk flies to it), moved, and deleted, the locations are fetched
// again as the 210 s refresh does, and every tenth round the WebGL context is lost and restored. The JS heap
// (after a forced GC), the DOM size and three.js' GPU resources after the soak are printed against the same
// figures measured after warm-up in the same run, and the frame rate of both phases. Before the soak, the
// first frame of a cold kiosk (globeFirstFrame.ts), FIRST_FRAMES times, on a quiet CPU and on one slowed down
// CPU_SLOWDOWN times.
import { chromium, type Page } from '@playwright/test';
import type {} from '../../client/features/globe/useGlobeProbe.ts'; // declares window.stationdeskGlobe
import { generateDemoData } from '../../server/seed/demoData.ts';
import { seedDatabase } from '../../server/seed/seedDatabase.ts';
import { CLIENT_DIR } from '../../server/server.ts';
import { startTestServer } from '../helpers/testServer.ts';
import { measureGlobeFirstFrame, type FirstFrame } from './globeFirstFrame.ts';

const STATIONS = Number(process.env.STATIONS ?? 400);
const ROUNDS = Number(process.env.ROUNDS ?? 100);
const LOSE_EVERY = Number(process.env.LOSE_EVERY ?? 10);
const FIRST_FRAMES = Number(process.env.FIRST_FRAMES ?? 3);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
if (!(ROUNDS >= 8)) throw new Error('ROUNDS must be a number of at least 8');

interface Sample { heapMb: number; nodes: number; geometries: number; textures: number }

const server = await startTestServer({}, { clientDir: CLIENT_DIR });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await seedDatabase(server.sql, generateDemoData({ stations: STATIONS, seed: 11 }));
  const staff = await server.signIn('bench');
  const { token } = await staff.call('addKiosk', { name: 'Bench TV' });

  for (const slowdown of [1, CPU_SLOWDOWN]) {
    const runs: FirstFrame[] = [];
    for (let i = 0; i < FIRST_FRAMES; i++) runs.push(await measureGlobeFirstFrame(`${server.url}/world?kiosk=${token}`, slowdown));
    const figure = (name: keyof FirstFrame) => {
      const sorted = runs.map((run) => run[name]).sort((a, b) => a - b);
      return `${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(0)} ms (${sorted.map((ms) => ms.toFixed(0)).join(', ')})`;
    };
    console.log(`globe first frame, cold, ${STATIONS} stations, CPU ${slowdown}× slower: first paint ${figure('paintMs')}; canvas ${figure('frameMs')}; earth and bars ${figure('readyMs')}`);
  }

  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${server.url}/world?kiosk=${token}`);
  await page.waitForFunction(() => (window.stationdeskGlobe?.info().textures ?? 0) > 0, undefined, { timeout: 60_000 });

  const sample = async (): Promise<Sample> => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    const info = await page.evaluate(() => window.stationdeskGlobe!.info());
    return { heapMb: metric('JSHeapUsedSize') / 2 ** 20, nodes: metric('Nodes'), geometries: info.geometries, textures: info.textures };
  };
  const refetchLocations = (target: Page) => target.evaluate(() => {
    // What the 210 s refresh does, without waiting 210 s: the page comes back into view and refetches.
    document.dispatchEvent(new Event('visibilitychange'));
  });

  /** Frames drawn per second over the next five seconds (three.js counts frames from the last restore). */
  const frameRate = async () => {
    const from = await page.evaluate(() => window.stationdeskGlobe!.info().frame);
    await page.waitForTimeout(5_000);
    return ((await page.evaluate(() => window.stationdeskGlobe!.info().frame)) - from) / 5;
  };

  await page.waitForTimeout(10_000);
  const warm = await sample();
  const warmFps = await frameRate();
  const quarters: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const { result: sid } = await staff.call('addStation', { projectId: `SOAK-${round}`, stationName: `Soak ${round}`, serials: [] });
    let { st } = await staff.call('station', { sid });
    ({ st } = await staff.call('updateStation', { sid, modif: st.modif, coordinates: `${(round * 7) % 140 - 70}, ${(round * 37) % 360 - 180}`, product: 'GFN' }));
    await page.waitForTimeout(300);
    await staff.call('updateStation', { sid, modif: st.modif, coordinates: `${(round * 11) % 140 - 70}, ${(round * 53) % 360 - 180}` });
    await refetchLocations(page);
    await page.waitForTimeout(300);
    await staff.call('removeStation', { sid });
    if (LOSE_EVERY > 0 && round % LOSE_EVERY === 0) {
      const loser = await page.evaluateHandle(() => window.stationdeskGlobe!.context()!.getExtension('WEBGL_lose_context')!);
      await loser.evaluate((extension) => extension.loseContext());
      await page.waitForTimeout(200);
      await loser.evaluate((extension) => extension.restoreContext());
    }
    if (round % Math.ceil(ROUNDS / 4) === 0) quarters.push((await sample()).heapMb);
  }
  await page.waitForTimeout(5_000);
  const soaked = await sample();
  const soakedFps = await frameRate();

  const database = server.config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`globe soak: kiosk on /world, ${STATIONS} stations, ${ROUNDS} rounds of add / move / refetch / delete (context lost and restored every ${LOSE_EVERY}), ${database}`);
  console.log(`  JS heap after GC: warm ${warm.heapMb.toFixed(1)} MB → soaked ${soaked.heapMb.toFixed(1)} MB (${(soaked.heapMb / warm.heapMb).toFixed(2)}×)`);
  console.log(`  JS heap after each quarter of the rounds: ${quarters.map((mb) => `${mb.toFixed(1)} MB`).join(', ')}; second half ${(quarters[3]! / quarters[1]!).toFixed(2)}× (the first rounds fill caches and compiled code once)`);
  console.log(`  DOM nodes: ${warm.nodes} → ${soaked.nodes} (${(soaked.nodes / warm.nodes).toFixed(2)}×)`);
  console.log(`  three.js geometries ${warm.geometries} → ${soaked.geometries}, textures ${warm.textures} → ${soaked.textures}`);
  console.log(`  frames per second: warm ${warmFps.toFixed(1)} → soaked ${soakedFps.toFixed(1)} (SwiftShader; a real GPU draws at the display's rate)`);
} finally {
  await browser.close();
  await server.stop();
}
