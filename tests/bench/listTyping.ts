// The lists benchmark's browser part (`npm run bench -- lists`, lists.ts): do the stations list (/service) and
// the NCR list (/ncr) stay smooth at scale? A server runs the production build, seeded with `stations`
// stations and `ncrs` NCRs. In Debian's Chromium (1440 × 900) each list is searched key by key (typed,
// then deleted again), filtered, sorted by every sortable column (twice: ascending, then reversed) and paged.
// Per action the figure is input → painted: from the input event's timestamp to the end of the frame that
// painted the last change it made to the page (a MutationObserver on <main>; "painted" = a requestAnimationFrame
// callback, then a task after it, i.e. once that frame was committed). In smoke mode only the searches.
import type { Browser, Page } from '@playwright/test';
import { generateDemoData, type DemoData } from '../../server/seed/demoData.ts';
import { seedDatabase } from '../../server/seed/seedDatabase.ts';
import { PASSWORD, startTestServer } from '../helpers/testServer.ts';

/** How long the page must stay unchanged before an action counts as done. */
const QUIET_MS = 250;

type Action = 'keystroke' | 'filter' | 'sort' | 'page';
export const ACTIONS: Action[] = ['keystroke', 'filter', 'sort', 'page'];
export type Samples = Record<Action, number[]> & { firstRows: number };

declare global {
  interface Window {
    listBench?: { arm(): void; settle(quietMs: number): Promise<number | null> };
  }
}

/** The generated dataset, with NCRs copied onto stations without any until there are `ncrs` (the generator gives ~0.46 a station). */
function dataset(stations: number, ncrs: number): DemoData {
  const data = generateDemoData({ stations, seed: 7 });
  const withIssues = data.stations.filter((station) => station.issues.length > 0);
  let count = data.stations.reduce((sum, station) => sum + station.issues.length, 0);
  let source = 0;
  for (const station of data.stations) {
    if (count >= ncrs || withIssues.length === 0) break;
    if (station.issues.length > 0) continue;
    const copy = withIssues[source++ % withIssues.length]!.issues[0]!;
    station.issues.push({ ...copy, owner: station.owner ?? copy.owner });
    count += 1;
  }
  return data;
}

/** Installed in the page: stamps the input event, then the end of the frame after each change inside <main>. */
function installProbe(): void {
  let start: number | null = null;
  let lastChange = 0;
  let painted: number | null = null;
  let frame = 0;
  const stampPaint = () => {
    const mine = ++frame;
    requestAnimationFrame(() => setTimeout(() => { if (mine === frame) painted = performance.now(); }, 0));
  };
  const onInput = (event: Event) => {
    if (start !== null) return;
    start = event.timeStamp;
    stampPaint();
  };
  window.addEventListener('keydown', onInput, true);
  window.addEventListener('click', onInput, true);
  const observer = new MutationObserver(() => {
    if (start === null) return;
    lastChange = performance.now();
    stampPaint();
  });
  const observe = () => {
    const main = document.querySelector('main');
    if (main) observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
    else setTimeout(observe, 50);
  };
  observe();
  window.listBench = {
    arm() { start = null; painted = null; lastChange = 0; },
    async settle(quietMs) {
      const begun = performance.now();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        const quiet = performance.now() - Math.max(lastChange, start ?? 0);
        if (start !== null && painted !== null && painted >= lastChange && quiet >= quietMs) return painted - start;
        if (performance.now() - begun > 10_000) return null;
      }
    },
  };
}

async function measure(page: Page, act: () => Promise<void>, into: number[]): Promise<void> {
  await page.evaluate(() => window.listBench!.arm());
  await act();
  const ms = await page.evaluate((quiet) => window.listBench!.settle(quiet), QUIET_MS);
  if (ms === null) throw new Error('the page did not settle within 10 s');
  into.push(ms);
}

const tableRows = (page: Page) => page.locator('main table tbody tr');

async function openList(page: Page, url: string, samples: Samples): Promise<void> {
  const started = Date.now();
  await page.goto(url);
  await tableRows(page).first().waitFor({ timeout: 120_000 });
  samples.firstRows = Math.max(samples.firstRows, Date.now() - started);
  await page.waitForTimeout(1_000); // let the persisted cache and the socket settle
}

/** Up to 12 characters of the plain-ASCII words of a text: what a keyboard types with one key each. */
const typeable = (text: string) => text.split(/\s+/).filter((word) => /^[A-Za-z0-9-]+$/.test(word)).join(' ').slice(0, 12).trim();

async function typeAndDelete(page: Page, phrase: string, samples: Samples): Promise<void> {
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.click();
  await search.fill('');
  await page.waitForTimeout(300);
  for (const char of phrase) await measure(page, () => page.keyboard.press(char === ' ' ? 'Space' : char), samples.keystroke);
  for (let i = 0; i < phrase.length; i++) await measure(page, () => page.keyboard.press('Backspace'), samples.keystroke);
}

async function chooseEach(page: Page, label: string, options: string[], samples: Samples): Promise<void> {
  for (const option of options) {
    await page.getByRole('combobox', { name: label }).click();
    const choice = page.getByRole('option', { name: option, exact: true });
    await choice.waitFor();
    await page.waitForTimeout(200);
    await measure(page, () => choice.click(), samples.filter);
    await page.waitForTimeout(200);
  }
}

async function sortEach(page: Page, samples: Samples): Promise<void> {
  const buttons = page.locator('main thead th button');
  const count = await buttons.count();
  for (let i = 0; i < count; i++) {
    for (let twice = 0; twice < 2; twice++) await measure(page, () => buttons.nth(i).click(), samples.sort);
  }
}

async function pageThrough(page: Page, samples: Samples, clicks = 8): Promise<void> {
  const next = page.getByRole('button', { name: 'next page' });
  for (let i = 0; i < clicks; i++) {
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await measure(page, () => next.click(), samples.page);
  }
}

/** Both lists at one size, on a server of its own serving the build in `clientDir`. */
export async function measureLists(browser: Browser, stations: number, ncrs: number, clientDir: string, smoke = false): Promise<{ stations: Samples; ncr: Samples; label: string }> {
  const server = await startTestServer({}, { clientDir });
  try {
    const data = dataset(stations, ncrs);
    const seeded = await seedDatabase(server.sql, data);
    await server.addUser('bench', 'Anna Berger');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx keeps function names with a __name() helper that the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const login = await page.request.post(`${server.url}/api/login`, { data: { user: 'bench', password: PASSWORD } });
    if (!login.ok()) throw new Error(`login answered ${login.status()}`);

    const empty = (): Samples => ({ keystroke: [], filter: [], sort: [], page: [], firstRows: 0 });
    const result = { stations: empty(), ncr: empty(), label: `${seeded.stations} stations / ${seeded.issues} NCRs` };
    const middle = data.stations[Math.floor(data.stations.length / 2)]!;
    const stationPhrase = typeable(middle.name) || 'station';
    const issuePhrase = typeable((data.stations.find((s, i) => i >= data.stations.length / 2 && s.issues.length > 0) ?? middle).issues[0]?.product ?? '') || 'coil';

    await openList(page, `${server.url}/service`, result.stations);
    // A smoke run types three keys: enough to show the search works and is measured.
    await typeAndDelete(page, smoke ? stationPhrase.slice(0, 3) : stationPhrase, result.stations);
    if (!smoke) {
      await chooseEach(page, 'Status', ['Active Projects', 'NCR Active', 'Remaining Payment', 'Warranty Left', 'All Statuses'], result.stations);
      await sortEach(page, result.stations);
      await pageThrough(page, result.stations);
    }

    await openList(page, `${server.url}/ncr`, result.ncr);
    if (!smoke) await chooseEach(page, 'Filter', ['All Issues', 'Assigned to me', 'Open Issues', 'All Issues'], result.ncr);
    await typeAndDelete(page, smoke ? issuePhrase.slice(0, 3) : issuePhrase, result.ncr);
    if (!smoke) {
      await sortEach(page, result.ncr);
      await pageThrough(page, result.ncr);
    }
    await context.close();
    return result;
  } finally {
    await server.stop();
  }
}
