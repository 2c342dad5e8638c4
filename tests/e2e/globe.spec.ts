import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ROTATE_STEP_DEG } from '../../client/features/globe/globeView.ts';
import type {} from '../../client/features/globe/useGlobeProbe.ts'; // declares window.stationdeskGlobe
import { GLOBE_RANDOM_PICK_PAUSE_MS, GLOBE_ROTATE_TICK_MS } from '../../shared/constants.ts';
import { textKey } from '../../shared/lists/sortKeys.ts';
import type { StationLocation } from '../../shared/records.ts';
import { startE2eServer } from './e2eServer.ts';
import { expect, sessionOf, signedInContext, test } from './fixtures.ts';
import { call } from './api.ts';

// The globe in Debian's Chromium, drawn by WebGL on SwiftShader: a few frames a second, so the waits here
// are generous and the window is small (SwiftShader's time goes with the pixels).
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 960, height: 640 } });

async function locationsOf(request: APIRequestContext): Promise<StationLocation[]> {
  return (await call(request, 'locations', {})).locations;
}

/** Opens the globe and waits until it shows the stations over the textured earth. */
async function openGlobe(page: Page, path = '/world'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('globe-count')).toHaveText(/\d+ stations?/, { timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe?.info().textures ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
}

/** Share of the canvas that is not the black of space. */
async function litShare(page: Page): Promise<number> {
  const png = await page.getByTestId('globe-canvas').screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lit = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i]! + data[i + 1]! + data[i + 2]! > 60) lit++;
  return lit / (info.width * info.height);
}

async function framesDrawn(page: Page): Promise<number> {
  return page.evaluate(() => window.stationdeskGlobe!.info().frame);
}

/** Waits until the globe stands still: from one frame to the next its center no longer moves. */
async function standsStill(page: Page): Promise<void> {
  const moved = () => page.evaluate(() => new Promise<number>((resolve) => {
    const before = window.stationdeskGlobe!.center()!;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const after = window.stationdeskGlobe!.center()!;
      resolve(Math.hypot(after.lat - before.lat, after.lng - before.lng));
    }));
  }));
  await expect.poll(moved, { timeout: 15_000 }).toBeLessThan(1e-5);
}

/** Waits until the globe has drawn `count` more frames. */
async function framesLater(page: Page, count: number): Promise<void> {
  const frame = await framesDrawn(page);
  await expect.poll(() => framesDrawn(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(frame + count);
}

async function stopRotating(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Rotate' }).uncheck();
  await standsStill(page); // the last tick's turn and the controls' damping run out
}

async function addLocatedStation(request: APIRequestContext, name: string, coordinates: string, fields: Record<string, unknown> = {}): Promise<number> {
  const { result: sid } = await call(request, 'addStation', { projectId: `G-${Date.now() % 1_000_000}`, stationName: name, serials: [] });
  const { st } = await call(request, 'station', { sid });
  const saved = await request.post('/api/updstation', { data: { sid, modif: st.modif, coordinates, product: 'GFN', country: 'Iceland', ...fields } });
  expect(saved.status()).toBe(200);
  return sid;
}

test('the globe draws the earth and one bar per located station, with the current station\'s card', async ({ signedIn: page }) => {
  const locations = await locationsOf(page.request);
  await openGlobe(page);
  await expect(page.getByTestId('globe-count')).toHaveText(`${locations.length} stations`);
  expect(await page.evaluate(() => window.stationdeskGlobe!.stations())).toBe(locations.length);
  expect(await litShare(page)).toBeGreaterThan(0.15);

  const card = page.getByTestId('station-card');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await stopRotating(page); // else the current station, and with it the card, may change between the checks
  const sid = Number(await card.getAttribute('data-sid'));
  const station = locations.find((l) => l.id === sid)!;
  await expect(card).toContainText(station.name);
  await expect(card).toContainText(station.country);
  await expect(page.getByRole('link', { name: 'Stationdesk home' })).toHaveAttribute('href', '/');

  // 'Commissioned in {year}' only for a year above 1000: two stations added live in free spots of the view, one
  // commissioned and one not (1979: not set), each pointed at.
  const center = (await page.evaluate(() => window.stationdeskGlobe!.center()))!;
  const spots: { lat: number; lng: number }[] = [];
  for (let dLat = -16; dLat <= 16 && spots.length < 2; dLat += 4) {
    for (let dLng = -16; dLng <= 16 && spots.length < 2; dLng += 4) {
      const spot = { lat: Math.max(-60, Math.min(60, center.lat + dLat)), lng: center.lng + dLng };
      if ([...locations, ...spots].every((other) => Math.hypot(other.lat - spot.lat, other.lng - spot.lng) > 5)) spots.push(spot);
    }
  }
  expect(spots, 'two free spots in view').toHaveLength(2);
  const commissioned = [{ commissionedDate: '2019-06-01', year: '2019' }, { commissionedDate: '1979-01-01', year: null }];
  for (const [index, spot] of spots.entries()) {
    const id = await addLocatedStation(page.request, `Card ${index} ${Date.now()}`, `${spot.lat}, ${spot.lng}`, { commissionedDate: commissioned[index]!.commissionedDate });
    await expect.poll(() => page.evaluate((id) => window.stationdeskGlobe!.screenPoint(id), id), { timeout: 15_000 }).not.toBeNull();
    // Pointed at until its bar, drawn from the next frame on, is under the pointer.
    await expect(async () => {
      const point = (await page.evaluate((id) => window.stationdeskGlobe!.screenPoint(id), id))!;
      await page.mouse.move(point.x + 1, point.y);
      await page.mouse.move(point.x, point.y);
      await expect(card).toHaveAttribute('data-sid', String(id), { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const year = commissioned[index]!.year;
    if (year) await expect(card).toContainText(`Commissioned in ${year}`);
    else await expect(card).not.toContainText('Commissioned in');
  }
});

test('pointing at a bar shows its card, a tap flies there, and the card opens that station', async ({ signedIn: page }) => {
  const locations = await locationsOf(page.request);
  await openGlobe(page);
  await stopRotating(page);

  // A station in view with no other within 3°, so its bar is the only one under the pointer.
  const isolated = locations.filter((a) => locations.every((b) => a === b || Math.hypot(a.lat - b.lat, a.lng - b.lng) > 3));
  const points = await page.evaluate((ids) => ids.map((id) => ({ id, point: window.stationdeskGlobe!.screenPoint(id) })), isolated.map((l) => l.id));
  const target = points.find((p) => p.point !== null);
  expect(target, 'an isolated station on the visible side').toBeDefined();
  const station = locations.find((l) => l.id === target!.id)!;

  await page.mouse.move(target!.point!.x, target!.point!.y);
  const card = page.getByTestId('station-card');
  await expect(card).toHaveAttribute('data-sid', String(station.id), { timeout: 10_000 });
  await page.mouse.click(target!.point!.x, target!.point!.y);
  await expect.poll(async () => {
    const center = await page.evaluate(() => window.stationdeskGlobe!.center()!);
    return Math.hypot(center.lat - station.lat, center.lng - station.lng);
  }, { timeout: 15_000 }).toBeLessThan(0.5);

  await page.mouse.move(5, 400);
  await expect(card).toHaveAttribute('data-sid', String(station.id));
  await card.click();
  await expect(page).toHaveURL(`/service/station?sid=${station.id}`);
  await expect(page).toHaveTitle(/^Service \/ /);
});

test('Rotate turns the globe and unchecked it stands still; the arrow keys zoom within the limits', async ({ signedIn: page }) => {
  await openGlobe(page);
  const rotate = page.getByRole('checkbox', { name: 'Rotate' });
  await expect(rotate).toBeChecked();
  const before = await page.evaluate(() => window.stationdeskGlobe!.center()!.lng);
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.center()!.lng), { timeout: 10_000 }).toBeLessThan(before - 0.5);

  await stopRotating(page);
  const still = await page.evaluate(() => window.stationdeskGlobe!.center()!.lng);
  const frames = await framesDrawn(page);
  await expect.poll(() => framesDrawn(page), { timeout: 10_000 }).toBeGreaterThan(frames + 5);
  expect(await page.evaluate(() => window.stationdeskGlobe!.center()!.lng)).toBeCloseTo(still, 3);

  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.distance()), { timeout: 10_000 }).toBeCloseTo(600, 0);
  await page.getByTestId('globe-canvas').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.distance()), { timeout: 10_000 }).toBeCloseTo(480, 0);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.distance()), { timeout: 10_000 }).toBeCloseTo(350, 0);
  await framesLater(page, 2); // the bars are grouped again for the zoom at the next frame
  const barsNear = await page.evaluate(() => window.stationdeskGlobe!.bars());
  for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.distance()), { timeout: 10_000 }).toBeCloseTo(1000, 0);

  // From afar, nearby stations share a bar; close up they part. Every station is on a bar either way.
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.bars()), { timeout: 10_000 }).toBeLessThan(barsNear);
  expect(await page.evaluate(() => window.stationdeskGlobe!.stations())).toBe((await locationsOf(page.request)).length);
});

test('dragging turns the globe, no further than a pole, and the wheel zooms within the limits', async ({ signedIn: page }) => {
  await openGlobe(page);
  await stopRotating(page);
  const box = (await page.getByTestId('globe-canvas').boundingBox())!;
  const center = () => page.evaluate(() => window.stationdeskGlobe!.center()!);
  const before = await center();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 250, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => Math.abs((await center()).lng - before.lng), { timeout: 10_000 }).toBeGreaterThan(10);

  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 5, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 400, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await center()).lat, { timeout: 10_000 }).toBeGreaterThan(60);
  // The drag's momentum runs out against the pole: over the next 30 frames it never goes past it.
  const highest = await page.evaluate(() => new Promise<number>((resolve) => {
    let max = -90;
    let frames = 30;
    const sample = () => {
      max = Math.max(max, window.stationdeskGlobe!.center()!.lat);
      if (--frames > 0) requestAnimationFrame(sample);
      else resolve(max);
    };
    requestAnimationFrame(sample);
  }));
  expect(highest).toBeLessThanOrEqual(90);

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -2000);
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.distance()), { timeout: 10_000 }).toBeCloseTo(350, 0);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.distance()), { timeout: 10_000 }).toBeCloseTo(1000, 0);
});

test('the dice turns rotation off, flies to a random station, and rotation comes back after 10 s', async ({ signedIn: page }) => {
  await page.goto('/service');
  const locations = await locationsOf(page.request);
  await page.clock.install(); // its time flows, until the test jumps past the pause
  await openGlobe(page);
  const card = page.getByTestId('station-card');
  await expect(card).toBeVisible({ timeout: 10_000 });
  const first = await card.getAttribute('data-sid');

  await page.getByRole('button', { name: 'Fly to a random station' }).click();
  const rotate = page.getByRole('checkbox', { name: 'Rotate' });
  await expect(rotate).not.toBeChecked();
  await expect(card).not.toHaveAttribute('data-sid', first!);
  const sid = Number(await card.getAttribute('data-sid'));
  const target = locations.find((l) => l.id === sid)!;
  await expect.poll(async () => {
    const center = await page.evaluate(() => window.stationdeskGlobe!.center()!);
    return Math.hypot(center.lat - target.lat, center.lng - target.lng);
  }, { timeout: 15_000 }).toBeLessThan(0.5);
  await expect(rotate).not.toBeChecked();
  await page.clock.fastForward(GLOBE_RANDOM_PICK_PAUSE_MS);
  await expect(rotate).toBeChecked();
});

test('a station added through the API grows on an open globe, and a wall screen flies to it without a staff session', async ({ signedIn: staff, browser }) => {
  const { token } = await call(staff.request, 'addKiosk', { name: `Globe TV ${Date.now()}` });
  await openGlobe(staff);
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await openGlobe(tv, `/world?kiosk=${token}`);
  await expect(tv).toHaveURL(/\/world/);
  await expect(tv.getByRole('link', { name: 'Stationdesk home' })).toHaveCount(0);
  await expect(tv.getByRole('checkbox', { name: 'Rotate' })).toHaveCount(0);
  const stationsBefore = await tv.evaluate(() => window.stationdeskGlobe!.stations());

  const sid = await addLocatedStation(staff.request, 'Hellisheiði Live Globe', '64.04, -21.40');
  await expect.poll(() => staff.evaluate(() => window.stationdeskGlobe!.stations()), { timeout: 10_000 }).toBe(stationsBefore + 1);
  await expect.poll(() => tv.evaluate(() => window.stationdeskGlobe!.stations()), { timeout: 10_000 }).toBe(stationsBefore + 1);
  const card = tv.getByTestId('station-card');
  await expect(card).toHaveAttribute('data-sid', String(sid), { timeout: 10_000 });
  await expect(card).toContainText('Hellisheiði Live Globe');
  await expect(card).toContainText('Iceland');
  await expect(tv.getByRole('link')).toHaveCount(0);
  await expect.poll(async () => {
    const center = await tv.evaluate(() => window.stationdeskGlobe!.center()!);
    return Math.hypot(center.lat - 64.04, center.lng + 21.4);
  }, { timeout: 15_000 }).toBeLessThan(0.5);

  await staff.request.post('/api/rmstation', { data: { sid } });
  await expect.poll(() => tv.evaluate(() => window.stationdeskGlobe!.stations()), { timeout: 10_000 }).toBe(stationsBefore);
  await tv.context().close();
});

test('the bars take the same draw calls for 100 and for 5000 stations', async ({ browser }) => {
  test.setTimeout(240_000);
  const servers = [await startE2eServer(100), await startE2eServer(5000)];
  try {
    const measured: { bars: number; calls: number }[] = [];
    for (const server of servers) {
      const context = await browser.newContext({ baseURL: server.url, storageState: await sessionOf(server.url) });
      const page = await context.newPage();
      const locations = await locationsOf(page.request);
      await openGlobe(page);
      await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.stations())).toBe(locations.length);
      // The current station's marker is drawn too: measured with it in view on both.
      await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.marker()?.point ?? null), { timeout: 20_000 }).not.toBeNull();
      const frame = await framesDrawn(page);
      await expect.poll(() => framesDrawn(page), { timeout: 20_000 }).toBeGreaterThan(frame + 2);
      measured.push({ bars: locations.length, calls: await page.evaluate(() => window.stationdeskGlobe!.info().calls) });
      await context.close();
    }
    console.log(`globe draw calls: ${measured.map((m) => `${m.bars} stations → ${m.calls}`).join(', ')}`);
    expect(measured[0]!.bars).toBeGreaterThanOrEqual(90);
    expect(measured[1]!.bars).toBeGreaterThanOrEqual(4500);
    expect(measured[1]!.calls).toBe(measured[0]!.calls);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});

test('a lost WebGL context is restored without a reload', async ({ signedIn: page }) => {
  await openGlobe(page);
  const loser = await page.evaluateHandle(() => window.stationdeskGlobe!.context()!.getExtension('WEBGL_lose_context')!);
  await loser.evaluate((extension) => extension.loseContext());
  await expect(page.getByText('Restoring the 3D view…')).toBeVisible();
  await loser.evaluate((extension) => extension.restoreContext());
  await expect(page.getByText('Restoring the 3D view…')).toHaveCount(0, { timeout: 10_000 });
  const frame = await framesDrawn(page);
  await expect.poll(() => framesDrawn(page), { timeout: 20_000 }).toBeGreaterThan(frame + 3);
  expect(await litShare(page)).toBeGreaterThan(0.15);
});

test('a hidden tab draws nothing and turns nothing, and the globe goes on where it was', async ({ signedIn: page }) => {
  await page.goto('/service');
  await page.clock.install(); // its time flows; the hidden seconds are jumped
  await openGlobe(page);
  const setHidden = (hidden: boolean) => page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
    Object.defineProperty(document, 'hidden', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await setHidden(true);
  await page.clock.fastForward(500); // a frame that was due is drawn
  const frame = await framesDrawn(page);
  const lng = await page.evaluate(() => window.stationdeskGlobe!.center()!.lng);
  await page.clock.fastForward(4000); // any frame or rotation tick the hidden tab asked for would come due
  expect(await framesDrawn(page)).toBe(frame);

  const shownAt = Date.now();
  await setHidden(false);
  await expect.poll(() => framesDrawn(page), { timeout: 10_000 }).toBeGreaterThan(frame + 2);
  // The four seconds hidden must not turn into four seconds of rotation at once (11°): only the turn of
  // the time shown since (however slowly this machine draws), and a degree for the easing.
  const turned = Math.abs((await page.evaluate(() => window.stationdeskGlobe!.center()!.lng)) - lng) % 360;
  const shownFor = Date.now() - shownAt;
  expect(Math.min(turned, 360 - turned)).toBeLessThan((shownFor / GLOBE_ROTATE_TICK_MS) * ROTATE_STEP_DEG + 1);
});

test('the list view shows every located station with a link to it', async ({ signedIn: page }) => {
  const locations = await locationsOf(page.request);
  await openGlobe(page);
  await page.getByRole('button', { name: 'List' }).click();
  const table = page.getByRole('table', { name: 'Located stations' });
  await expect(table.locator('tbody tr')).toHaveCount(locations.length);
  const station = locations[0]!;
  await expect(table.getByRole('link', { name: station.name }).first()).toHaveAttribute('href', `/service/station?sid=${station.id}`);
  await page.getByRole('button', { name: 'Globe' }).click();
  await expect(table).toHaveCount(0);
});

test('on a phone the toolbar is one row, and the list fits the width, searches, sorts and opens a station without a reload', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const locations = await locationsOf(page.request);
  await openGlobe(page);

  // The title, the LIVE pill and the controls side by side at the top.
  const toolbar = [
    page.getByRole('heading', { name: 'World' }), page.getByTestId('connection'),
    page.getByRole('button', { name: 'List' }), page.getByRole('button', { name: 'More globe controls' }),
  ];
  // Measured once each is on the page: the badge is rendered again when its tooltip's code comes, after the
  // first screen, and has no box for that moment.
  let boxes: ({ x: number; y: number; width: number; height: number } | null)[] = [];
  await expect.poll(async () => {
    boxes = await Promise.all(toolbar.map((element) => element.boundingBox()));
    return boxes.every((box) => box !== null);
  }).toBe(true);
  for (const box of boxes.map((measured) => measured!)) {
    expect(box.y + box.height).toBeLessThan(80);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.getByRole('button', { name: 'More globe controls' }).click();
  await page.getByRole('checkbox', { name: 'Rotate' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Rotate' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'More globe controls' }).click();
  await expect(page.getByRole('checkbox', { name: 'Rotate' })).not.toBeChecked();
  await page.getByRole('menuitem', { name: 'Fly to a random station' }).click();
  await expect(page.getByTestId('station-card')).toBeVisible({ timeout: 10_000 });

  await page.getByRole('button', { name: 'List' }).click();
  const table = page.getByRole('table', { name: 'Located stations' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(locations.length);
  const pane = page.getByRole('region', { name: 'Station list' });
  expect(await pane.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Search: every word in the name, type, country or year.
  const target = locations.find((l) => l.name.length >= 6)!;
  await page.getByRole('textbox', { name: 'Search' }).fill(target.name);
  await expect.poll(() => rows.count()).toBeLessThan(locations.length);
  await expect(rows.filter({ hasText: target.name })).not.toHaveCount(0);
  for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain(target.name.toLowerCase().split(/\s+/)[0]);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(rows).toHaveCount(locations.length);

  // Sort: a click on a column sorts by it, another reverses.
  const names = () => table.locator('tbody tr td:first-child a').allInnerTexts();
  const byName = locations.map((l) => l.name).sort((a, b) => (textKey(a) < textKey(b) ? -1 : textKey(a) > textKey(b) ? 1 : 0));
  await table.getByRole('button', { name: 'Station', exact: true }).click();
  expect((await names()).slice(0, 3)).toEqual(byName.slice(0, 3));
  await table.getByRole('button', { name: 'Station', exact: true }).click();
  expect((await names()).slice(0, 3)).toEqual(byName.reverse().slice(0, 3));

  // A name opens its station in the same page: the app goes on (no reload), and so does what it keeps.
  await page.evaluate(() => { (window as { globeMarker?: string }).globeMarker = 'kept'; });
  const first = table.locator('tbody tr td:first-child a').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(href!);
  expect(await page.evaluate(() => (window as { globeMarker?: string }).globeMarker)).toBe('kept');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-globe-page'))).toBe(false); // not dark
});

/**
 * Records, at every frame from the first, the colour a person sees in the middle of the page: the first background
 * met from the element there up to the page's (the root element's, else the body's; none is the browser's white).
 */
async function recordBackdrops(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as { globeBackdrops?: string[] }).globeBackdrops = seen;
    const colourOf = (element: Element | null) => {
      const colour = element ? getComputedStyle(element).backgroundColor : 'transparent';
      return colour === 'rgba(0, 0, 0, 0)' || colour === 'transparent' ? null : colour;
    };
    const backdrop = () => {
      for (let element = document.elementFromPoint(innerWidth / 2, innerHeight / 2); element && element !== document.documentElement; element = element.parentElement) {
        if (element !== document.body && colourOf(element)) return colourOf(element)!;
      }
      return colourOf(document.documentElement) ?? colourOf(document.body) ?? 'none (white)';
    };
    const frame = () => {
      seen.push(`${backdrop()} at ${Math.round(performance.now())} ms`);
      if (seen.length < 3000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The frames recorded so far that were not dark (a colour no brighter than a dark grey: the globe's page and panels). */
async function lightFrames(page: Page): Promise<string[]> {
  const frames = await page.evaluate(() => (window as { globeBackdrops?: string[] }).globeBackdrops!);
  expect(frames.length).toBeGreaterThan(3);
  return frames.filter((frame) => {
    const [r, g, b] = (frame.match(/^rgba?\((\d+), (\d+), (\d+)/)?.slice(1) ?? ['255', '255', '255']).map(Number);
    return Math.max(r!, g!, b!) >= 80;
  });
}

test('the globe is dark from the first paint, with a loading state until its first frame, and no router warning', async ({ browser }) => {
  // No service worker, so that every file comes through the routes below.
  const context = await signedInContext(browser, undefined, { serviceWorkers: 'block', viewport: { width: 960, height: 640 } });
  await recordBackdrops(context);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => { if (/HydrateFallback/.test(message.text())) warnings.push(message.text()); });

  // Hold back the app's code, then the globe's: what shows meanwhile is the page before and after the app starts.
  const held = (pattern: RegExp) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => { release = resolve; });
    return { release, route: page.route(pattern, async (route) => { await released; await route.continue(); }) };
  };
  const app = held(/\/assets\/index-[^/]*\.js$/);
  const globe = held(/\/assets\/GlobePage-[^/]*\.js$/);
  await Promise.all([app.route, globe.route]);
  await page.goto('/world', { waitUntil: 'commit' });
  const dark = 'rgb(2, 6, 15)';
  await expect.poll(() => page.evaluate(() => (document.body ? getComputedStyle(document.body).backgroundColor : ''))).toBe(dark);

  app.release();
  await expect(page.getByText('Loading the globe…')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'World' })).toBeVisible();
  expect(await page.getByRole('main').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(dark);
  await expect(page.getByTestId('globe-canvas')).toHaveCount(0);

  globe.release();
  await expect(page.getByTestId('globe-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Loading the globe…')).toHaveCount(0, { timeout: 30_000 });
  expect(await page.evaluate(() => window.stationdeskGlobe!.info().textures)).toBeGreaterThan(0);
  expect(warnings).toEqual([]);
  expect(await lightFrames(page)).toEqual([]);
  await context.close();
});

test('the current station is marked by a bright ring and beam', async ({ signedIn: page }) => {
  await openGlobe(page);
  const card = page.getByTestId('station-card');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await stopRotating(page);
  const marker = (await page.evaluate(() => window.stationdeskGlobe!.marker()))!;
  expect(marker.id).toBe(Number(await card.getAttribute('data-sid')));
  expect(marker.point).not.toBeNull();

  // The marker's yellow (#ffe066) around the station, over whatever bars stand there.
  const { x, y } = marker.point!;
  const png = await page.screenshot({ clip: { x: x - 40, y: y - 70, width: 80, height: 110 } });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let yellow = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i]! > 190 && data[i + 1]! > 170 && data[i + 2]! < 150) yellow++;
  expect(yellow).toBeGreaterThan(80);
});

test('a wall screen\'s globe is dark from its first paint to its first frame on a slow CPU', async ({ signedIn: staff, browser }) => {
  // A kiosk, on a CPU slowed six times: the app's start, its session and its styles come in the slow order that
  // showed a white page for a few frames while the page was marked dark only while the app had not rendered.
  const { token } = await call(staff.request, 'addKiosk', { name: `Dark TV ${Date.now()}` });
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 960, height: 640 } });
  await recordBackdrops(context);
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`/world?kiosk=${token}`, { waitUntil: 'commit' });
  await expect(page.getByTestId('globe-canvas')).toBeVisible({ timeout: 60_000 });
  expect(await lightFrames(page)).toEqual([]);
  await context.close();
});
