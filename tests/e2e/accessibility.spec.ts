import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { paths } from '../../shared/paths.ts';
import { expect, signedInContext, test } from './fixtures.ts';
import { createStation, uniqueWord } from './records.ts';
import { call } from './api.ts';

// Issue 16: every screen, for staff and for a wall screen, on a desktop and on a phone, in the light and the dark
// theme: no serious or critical accessibility violation (axe-core), a main landmark and one h1, nothing that
// scrolls sideways on a phone, a visible focus on every control reached with Tab, notifications that never cover
// the header's controls, and a theme chosen in the account menu that stays.

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

/** The system setting the app follows by default: Playwright's colorScheme drives prefers-color-scheme. */
const THEMES = ['light', 'dark'] as const;

/** What the screens show: made once, through the API, by the signed-in e2e user. */
interface Records {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  station: { sid: number; name: string };
  issue: { iid: number; snid: string };
  kioskToken: string;
  kioskName: string;
}

interface Screen {
  name: string;
  path: (records: Records) => string;
  /** The screen's h1: also tells that it has loaded. */
  heading: (records: Records) => string;
  /** Content to wait for before checking, beyond the heading. */
  ready?: (page: Page, records: Records) => Locator;
  /** A pane that scrolls instead of the document (the page itself stays put): it must not scroll sideways either. */
  pane?: (page: Page) => Locator;
  /** Brings the screen into the state to check (e.g. a view switched on). */
  open?: (page: Page) => Promise<void>;
  as: 'staff' | 'signed out' | 'kiosk';
}

const SCREENS: Screen[] = [
  { name: 'sign in', as: 'signed out', path: () => paths.login, heading: () => 'Sign in' },
  { name: 'stations', as: 'staff', path: () => paths.stations, heading: () => 'Stations', ready: (page) => page.getByRole('cell').first() },
  { name: 'add station', as: 'staff', path: () => paths.addStation, heading: () => 'Add Station', ready: (page) => page.getByTestId('latest-project') },
  {
    name: 'station', as: 'staff', path: (r) => paths.station(r.station.sid), heading: (r) => r.station.name,
    ready: (page) => page.getByRole('list', { name: 'Sub-projects' }).getByRole('link').nth(1),
  },
  { name: 'NCR list', as: 'staff', path: () => paths.issues, heading: () => 'NCR', ready: (page) => page.getByRole('cell').first() },
  { name: 'add NCR', as: 'staff', path: () => '/ncr/add', heading: () => 'Add Issue', ready: (page) => page.getByText('Number of Active NCRs') },
  {
    name: 'NCR', as: 'staff', path: (r) => paths.issue(r.issue.iid), heading: (r) => r.issue.snid,
    ready: (page) => page.getByRole('textbox', { name: 'Product' }),
  },
  { name: 'NCR board', as: 'staff', path: () => paths.board, heading: () => 'NCR Board', ready: (page) => page.getByTestId('board-card').first() },
  {
    name: 'wall screens', as: 'staff', path: () => paths.kiosks, heading: () => 'Wall screens',
    ready: (page, r) => page.getByRole('row', { name: new RegExp(r.kioskName) }),
  },
  { name: 'globe', as: 'staff', path: () => paths.world, heading: () => 'World', ready: (page) => page.getByTestId('globe-count').getByText(/stations/) },
  {
    name: 'globe list', as: 'staff', path: () => paths.world, heading: () => 'World',
    open: async (page) => { await page.getByRole('button', { name: 'List' }).click(); },
    ready: (page) => page.getByRole('table', { name: 'Located stations' }),
    pane: (page) => page.getByRole('region', { name: 'Station list' }),
  },
  { name: 'activity', as: 'staff', path: () => paths.activity, heading: () => 'Activity', ready: (page) => page.getByTestId('history-entry').first() },
  { name: 'NCR dashboard', as: 'staff', path: () => paths.dashboard, heading: () => 'NCR Dashboard', ready: (page) => page.getByTestId('headline-open') },
  {
    name: 'wall screen board', as: 'kiosk', path: (r) => `${paths.board}?kiosk=${r.kioskToken}`, heading: () => 'NCR Board',
    ready: (page) => page.getByTestId('board-card').first(),
  },
  {
    name: 'wall screen globe', as: 'kiosk', path: (r) => `${paths.world}?kiosk=${r.kioskToken}`, heading: () => 'World',
    ready: (page) => page.getByTestId('globe-count').getByText(/stations/),
  },
  {
    name: 'wall screen dashboard', as: 'kiosk', path: (r) => `${paths.dashboard}?kiosk=${r.kioskToken}`, heading: () => 'NCR Dashboard',
    ready: (page) => page.getByTestId('headline-open'),
  },
];

let records: Records;

test.beforeAll(async ({ browser }) => {
  const context = await signedInContext(browser);
  const request = context.request;
  // A station with what its screen can show: sub-projects (one inactive, one with an NCR), open and resolved NCRs.
  const word = uniqueWord('A11y');
  const station = await createStation(request, `Accessible ${word}`);
  const children = [await createStation(request, `${word} North`), await createStation(request, `${word} South`)];
  for (const [index, child] of children.entries()) {
    const { st } = await call(request, 'station', { sid: child.sid });
    const response = await request.post('/api/updstation', { data: { sid: child.sid, modif: st.modif, setParent: station.sid, active: index === 0 } });
    expect(response.status()).toBe(200);
  }
  const addIssue = async (sid: number, prod: string) => (await call(request, 'addIssue', { station: sid, prod })).result as number;
  await addIssue(children[1]!.sid, `${word} child coil`);
  const iid = await addIssue(station.sid, `${word} open coil`);
  const resolved = await addIssue(station.sid, `${word} resolved coil`);
  const { issue: resolvedIssue } = await call(request, 'issue', { iid: resolved });
  expect((await request.post('/api/updissue', { data: { iid: resolved, modif: resolvedIssue.modif, status: 2 } })).status()).toBe(200);
  const { issue } = await call(request, 'issue', { iid });
  const kioskName = `A11y TV ${word}`;
  const { token } = await call(request, 'addKiosk', { name: kioskName });
  records = {
    storageState: await context.storageState(),
    station: { sid: station.sid, name: station.name },
    issue: { iid, snid: issue.snid },
    kioskToken: token,
    kioskName,
  };
  await context.close();
});

/** One context per viewport and kind of user, shared by the tests that open a screen in it (a page each). */
const contexts = new Map<string, Promise<BrowserContext>>();

test.afterAll(async () => {
  for (const context of contexts.values()) await (await context).close();
  contexts.clear();
});

function contextFor(browser: Browser, as: Screen['as'], viewport: ViewportName): Promise<BrowserContext> {
  const key = `${as} ${viewport}`;
  if (!contexts.has(key)) {
    contexts.set(key, browser.newContext({
      viewport: VIEWPORTS[viewport],
      colorScheme: 'light',
      storageState: as === 'staff' ? records.storageState : undefined,
    }));
  }
  return contexts.get(key)!;
}

/** A screen, loaded and settled, in a page of its own; in the light theme (tests switch to dark in place). */
async function openScreen(browser: Browser, screen: Screen, viewport: ViewportName): Promise<Page> {
  const page = await (await contextFor(browser, screen.as, viewport)).newPage();
  await page.goto(screen.path(records));
  const heading = page.getByRole('heading', { level: 1, name: screen.heading(records) });
  await expect(heading).toBeVisible();
  await screen.open?.(page);
  if (screen.ready) await expect(screen.ready(page, records)).toBeVisible();
  // Settled: the parts that paint first as look-alikes (client/lib/loading/later.tsx) are the real ones by now.
  await expect(page.locator('[data-later=stand-in]')).toHaveCount(0);
  return page;
}

/** Violations of impact serious or critical, one line each: rule, impact, where, and what is wrong. */
async function seriousViolations(page: Page): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3) is among axe's experimental rules: switched on explicitly.
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) =>
      `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`));
}

/** How far the document, or the screen's own scrolling pane (`pane`), reaches past its width. */
async function sidewaysOverflow(page: Page, screen: Screen): Promise<number> {
  const document_ = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  const pane = screen.pane ? await screen.pane(page).evaluate((element) => element.scrollWidth - element.clientWidth) : 0;
  return Math.max(document_, pane);
}

// One page per screen and size, checked in both themes: the app follows the system setting as it changes, so the
// dark theme is switched on in place (a page load and its wait fewer per screen, a quarter of CI's browser tests).
for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`at ${VIEWPORTS[viewport].width}×${VIEWPORTS[viewport].height}`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name} (${screen.as}), light and dark: no serious violation, a main landmark and an h1${viewport === 'phone' ? ', nothing sideways' : ''}`, async ({ browser }) => {
        const page = await openScreen(browser, screen, viewport);
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          // The app follows the system setting: the page is in the theme asked for.
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
          // Colours that fade to the theme's (the board's cards) are checked once they have.
          await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition)
            .map((transition) => transition.finished.catch(() => undefined))));
          expect(await seriousViolations(page), `serious or critical axe violations on ${screen.path(records)} (${theme})`).toEqual([]);
        }
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        if (viewport === 'phone') expect(await sidewaysOverflow(page, screen), 'pixels that scroll sideways').toBeLessThanOrEqual(0);
        await page.close();
      });
    }
  });
}

// A control shows that it has the focus when its look (or that of the box drawn around it: a checkbox's or a
// switch's) differs between focused and not: an outline, a ring (box-shadow), a border or a background.
const FOCUS_LOOK = ['outline-style', 'outline-width', 'outline-color', 'box-shadow', 'border-color', 'background-color'];
/** Tab stops checked per screen: the header's and well into the page's. */
const TAB_STOPS = 45;

/** Controls reached with Tab whose look does not change when they get the focus: their description. */
async function focusWithoutLook(page: Page): Promise<string[]> {
  const look = (marker: string) => page.evaluate(async ({ marker, properties }) => {
    const element = document.querySelector(`[data-focus-probe="${marker}"]`);
    if (!element) return null;
    const boxes = [element, element.parentElement, element.nextElementSibling].filter((box): box is Element => box !== null);
    // The look it settles on: a border or ring fades in and out.
    const transitions = boxes.flatMap((box) => box.getAnimations()).filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    return boxes.map((box) => properties.map((property) => getComputedStyle(box).getPropertyValue(property)).join('|')).join('/');
  }, { marker, properties: FOCUS_LOOK });
  const missing: string[] = [];
  let previous: { marker: string; focused: string | null; description: string } | null = null;
  for (let stop = 0; stop < TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const current = await page.evaluate((marker) => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const seen = element.getAttribute('data-focus-probe');
      if (seen) return { seen };
      element.setAttribute('data-focus-probe', marker);
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return { description: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"` };
    }, String(stop));
    if (current && 'seen' in current) {
      if (current.seen === previous?.marker) continue; // Tab inside one control (the day, month and year of a date)
      break; // round the page once
    }
    if (previous && (await look(previous.marker)) === previous.focused) missing.push(previous.description);
    previous = current ? { marker: String(stop), focused: await look(String(stop)), description: current.description } : null;
  }
  return missing;
}

test.describe('keyboard focus at 1440×900', () => {
  for (const screen of SCREENS.filter((candidate) => candidate.as !== 'kiosk')) {
    test(`${screen.name}: every control reached with Tab shows its focus`, async ({ browser }) => {
      const page = await openScreen(browser, screen, 'desktop');
      expect(await focusWithoutLook(page), 'controls without a visible focus').toEqual([]);
      await page.close();
    });
  }
});

/** Whether two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Where an element is once it has stopped moving (a notification slides in). */
async function restingBox(locator: Locator) {
  let box = await locator.boundingBox();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const next = await locator.boundingBox();
    if (box && next && next.x === box.x && next.y === box.y) return next;
    box = next;
  }
}

/** The boxes of the controls a notification must leave free: the app header's and the page header's. */
async function controlBoxes(page: Page) {
  const controls = [
    ...await page.getByRole('banner').locator('a:visible, button:visible, [data-testid="connection"]:visible').all(),
    ...await page.locator('[data-testid="save-state"]:visible').all(),
    ...await page.getByRole('button', { name: /Upload image|Delete station/ }).filter({ visible: true }).all(),
  ];
  const boxes = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    if (box) boxes.push({ control: (await control.getAttribute('aria-label')) ?? (await control.innerText()), box });
  }
  return boxes;
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test(`a notification leaves the header's controls free at ${VIEWPORTS[viewport].width}×${VIEWPORTS[viewport].height}`, async ({ browser }) => {
    const station = SCREENS.find((screen) => screen.name === 'station')!;
    const page = await openScreen(browser, station, viewport);
    // An upload the server refuses: the error stays 8 s, over the station screen with its save state and actions.
    await page.locator('input[type=file]').setInputFiles({ name: 'not-a-photo.png', mimeType: 'image/png', buffer: Buffer.from('not a photo') });
    const toast = page.getByRole('alert').filter({ hasText: 'Could not upload the image' });
    await expect(toast).toBeVisible();
    const toastBox = await restingBox(toast);
    const boxes = await controlBoxes(page);
    expect(boxes.length, 'header controls found').toBeGreaterThanOrEqual(viewport === 'desktop' ? 7 : 5);
    expect(boxes.filter(({ box }) => overlaps(box, toastBox)).map(({ control }) => control), 'controls under the notification').toEqual([]);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(VIEWPORTS[viewport].height);
    await page.close();
  });
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test(`the header and the page share one width and gutter at ${VIEWPORTS[viewport].width}×${VIEWPORTS[viewport].height}`, async ({ browser }) => {
    const page = await openScreen(browser, SCREENS.find((screen) => screen.name === 'stations')!, viewport);
    /** Where the content of a container starts and ends: inside its gutter. */
    const contentEdges = (container: Locator) => container.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    });
    const header = await contentEdges(page.getByRole('banner').locator('.mantine-Container-root'));
    const content = await contentEdges(page.getByRole('main').locator('.mantine-Container-root').first());
    expect(content).toEqual(header);
    // Mantine's xl container (1320 px) centred, with its md gutter (16 px) inside.
    expect(header.left).toBe(viewport === 'desktop' ? (VIEWPORTS.desktop.width - 1320) / 2 + 16 : 16);
    // What the eye lines up: the logo over the page title.
    const logo = (await page.getByRole('banner').getByRole('link', { name: 'Stationdesk home' }).boundingBox())!;
    const title = (await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox())!;
    expect(logo.x).toBe(header.left);
    expect(title.x).toBe(header.left);
    await page.close();
  });
}

test('a theme picked in the account menu with the keyboard is applied at once and kept on the device', async ({ browser }) => {
  // Its own context: the choice is remembered on the device, while the other tests follow the system setting.
  // No service worker, so that the reload without the app's scripts below goes to the network.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, colorScheme: 'light', storageState: records.storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(paths.stations);
  const scheme = page.locator('html');
  const bodyColor = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const item = (name: string) => page.getByRole('menuitem', { name, exact: true });
  /** Opens the account menu from the keyboard, moves to `name` with the arrow keys and picks it. */
  async function pick(name: string) {
    await page.getByRole('button', { name: /^Account: / }).focus();
    await page.keyboard.press('Enter');
    await expect(item(name)).toBeVisible();
    for (let step = 0; step < 10 && !(await item(name).evaluate((element) => element === document.activeElement)); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(item(name)).toBeFocused();
    await page.keyboard.press('Enter');
    // The menu stays open and says which choice is current.
    await expect(item(name)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
  }

  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'light');
  const light = await bodyColor();
  await pick('Dark');
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const dark = await bodyColor();
  expect(dark).not.toBe(light);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Stations' })).toBeVisible();
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await bodyColor()).toBe(dark);
  await page.getByRole('button', { name: /^Account: / }).click();
  await expect(item('Dark')).toHaveAttribute('aria-current', 'true');
  await expect(item('System')).toHaveAttribute('aria-current', 'false');
  await page.keyboard.press('Escape');

  // Dark before the app starts (no white flash): client/head/colorScheme.js (in the page) applies it with the app's code held back.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.unroute('**/assets/*.js');

  await page.reload();
  await pick('System');
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Stations' })).toBeVisible();
  await expect(scheme).toHaveAttribute('data-mantine-color-scheme', 'light');
  await context.close();
});

test('a screen still loading says so to a screen reader (a named status), with no serious violation', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, storageState: records.storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  // The station's data is held back (the early fetch of firstData.js and the screen's own alike) until checked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/station', async (route) => { await held; await route.continue(); });
  await page.goto(paths.station(records.station.sid));
  await expect(page.getByRole('status', { name: 'Loading station' })).toBeVisible();
  expect(await seriousViolations(page), 'serious or critical axe violations while loading').toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(records.station.name);
  await context.close();
});
