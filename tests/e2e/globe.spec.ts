import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ROTATE_STEP_DEG } from '../../client/features/globe/globeView.ts';
import type {} from '../../client/features/globe/useGlobeProbe.ts'; // declares window.stationdeskGlobe
import { GLOBE_ROTATE_TICK_MS } from '../../shared/constants.ts';
import type { StationLocation } from '../../shared/records.ts';
import { startExtraServer } from './extraServer.ts';
import { E2E_PORT, expect, login, test } from './fixtures.ts';

// The globe in Debian's Chromium, drawn by WebGL on SwiftShader: a few frames a second, so the waits here
// are generous and the window is small (SwiftShader's time goes with the pixels).
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 960, height: 640 } });

async function locationsOf(request: APIRequestContext): Promise<StationLocation[]> {
  return (await (await request.post('/api/locations', { data: {} })).json()).locations;
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

async function stopRotating(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Rotate' }).uncheck();
  await page.waitForTimeout(1500); // the last tick's turn and the controls' damping run out
}

async function addLocatedStation(request: APIRequestContext, name: string, coordinates: string): Promise<number> {
  const { result: sid } = await (await request.post('/api/addstation', { data: { projectId: `G-${Date.now() % 1_000_000}`, stationName: name, serials: [] } })).json();
  const { st } = await (await request.post('/api/station', { data: { sid } })).json();
  const saved = await request.post('/api/updstation', { data: { sid, modif: st.modif, coordinates, product: 'GFN', country: 'Iceland' } });
  expect(saved.status()).toBe(200);
  return sid;
}

test('the globe draws the earth and one bar per located station, with the current station\'s card', async ({ signedIn: page }) => {
  const locations = await locationsOf(page.request);
  await openGlobe(page);
  await expect(page.getByTestId('globe-count')).toHaveText(`${locations.length} stations`);
  expect(await page.evaluate(() => window.stationdeskGlobe!.bars())).toBe(locations.length);
  expect(await litShare(page)).toBeGreaterThan(0.15);

  const card = page.getByTestId('station-card');
  await expect(card).toBeVisible({ timeout: 10_000 });
  await stopRotating(page); // else the current station, and with it the card, may change between the checks
  const sid = Number(await card.getAttribute('data-sid'));
  const station = locations.find((l) => l.id === sid)!;
  await expect(card).toContainText(station.name);
  await expect(card).toContainText(station.country);
  if (station.year > 1000) await expect(card).toContainText(`Commissioned in ${station.year}`);
  else await expect(card).not.toContainText('Commissioned in');
  await expect(page.getByRole('link', { name: 'Stationdesk home' })).toHaveAttribute('href', '/');
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
  for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.distance()), { timeout: 10_000 }).toBeCloseTo(1000, 0);
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
  await page.waitForTimeout(1500);
  expect((await center()).lat).toBeLessThanOrEqual(90);

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -2000);
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.distance()), { timeout: 10_000 }).toBeCloseTo(350, 0);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.distance()), { timeout: 10_000 }).toBeCloseTo(1000, 0);
});

test('the dice turns rotation off, flies to a random station, and rotation comes back after 10 s', async ({ signedIn: page }) => {
  const locations = await locationsOf(page.request);
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
  await expect(rotate).toBeChecked({ timeout: 15_000 });
});

test('a station added through the API grows on an open globe, and a wall screen flies to it without a staff session', async ({ signedIn: staff, browser }) => {
  const { token } = await (await staff.request.post('/api/kiosk/add', { data: { name: `Globe TV ${Date.now()}` } })).json();
  await openGlobe(staff);
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await openGlobe(tv, `/world?kiosk=${token}`);
  await expect(tv).toHaveURL(/\/world/);
  await expect(tv.getByRole('link', { name: 'Stationdesk home' })).toHaveCount(0);
  await expect(tv.getByRole('checkbox', { name: 'Rotate' })).toHaveCount(0);
  const barsBefore = await tv.evaluate(() => window.stationdeskGlobe!.bars());

  const sid = await addLocatedStation(staff.request, 'Hellisheiði Live Globe', '64.04, -21.40');
  await expect.poll(() => staff.evaluate(() => window.stationdeskGlobe!.bars()), { timeout: 10_000 }).toBe(barsBefore + 1);
  await expect.poll(() => tv.evaluate(() => window.stationdeskGlobe!.bars()), { timeout: 10_000 }).toBe(barsBefore + 1);
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
  await expect.poll(() => tv.evaluate(() => window.stationdeskGlobe!.bars()), { timeout: 10_000 }).toBe(barsBefore);
  await tv.context().close();
});

test('the bars take the same draw calls for 100 and for 5000 stations', async ({ browser }) => {
  test.setTimeout(240_000);
  const servers = await Promise.all([startExtraServer(E2E_PORT + 1, 100), startExtraServer(E2E_PORT + 2, 5000)]);
  try {
    const measured: { bars: number; calls: number }[] = [];
    for (const server of servers) {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await login(page, '/world');
      const locations = await locationsOf(page.request);
      await openGlobe(page);
      await expect.poll(() => page.evaluate(() => window.stationdeskGlobe!.bars())).toBe(locations.length);
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
  await openGlobe(page);
  const setHidden = (hidden: boolean) => page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
    Object.defineProperty(document, 'hidden', { value, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await setHidden(true);
  await page.waitForTimeout(500);
  const frame = await framesDrawn(page);
  const lng = await page.evaluate(() => window.stationdeskGlobe!.center()!.lng);
  await page.waitForTimeout(4000);
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
  const table = page.getByRole('table', { name: 'Stations by country' });
  await expect(table.locator('tbody tr')).toHaveCount(locations.length);
  const station = locations[0]!;
  await expect(table.getByRole('link', { name: station.name }).first()).toHaveAttribute('href', `/service/station?sid=${station.id}`);
  await page.getByRole('button', { name: 'Globe' }).click();
  await expect(table).toHaveCount(0);
});
