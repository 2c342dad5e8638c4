// The globe's first frame (issue 17's figure): a cold Chromium (a new browser each time, so no HTTP, code or
// shader cache) opens a page of the globe; the times from navigation to the first paint, the first frame of the
// canvas, and the first frame with the textured earth and the bars, as the page's own clock tells them.
import { chromium } from '@playwright/test';
import type {} from '../../client/features/globe/useGlobeProbe.ts'; // declares window.stationdeskGlobe

export interface FirstFrame {
  /** First contentful paint (ms from navigation). */
  paintMs: number;
  /** First frame the canvas drew. */
  frameMs: number;
  /** First frame with the earth's texture and the bars in it. */
  readyMs: number;
}

/**
 * Opens `url` in a new headless Chromium (WebGL on SwiftShader) and times its first frames. `cpuSlowdown` > 1
 * slows the page's CPU down as on a busy or slow machine (Chrome DevTools' CPU throttling).
 */
export async function measureGlobeFirstFrame(url: string, cpuSlowdown = 1): Promise<FirstFrame> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    if (cpuSlowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    // Polled at every animation frame: each figure is late by at most one frame.
    const frameMs = await (await page.waitForFunction(
      () => ((window.stationdeskGlobe?.info().frame ?? 0) > 0 ? performance.now() : false), undefined, { polling: 'raf', timeout: 120_000 },
    )).jsonValue() as number;
    const readyMs = await (await page.waitForFunction(() => {
      const globe = window.stationdeskGlobe;
      return globe && globe.info().textures > 0 && globe.bars() > 0 ? performance.now() : false;
    }, undefined, { polling: 'raf', timeout: 120_000 })).jsonValue() as number;
    const paintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    return { paintMs, frameMs, readyMs };
  } finally {
    await browser.close();
  }
}
