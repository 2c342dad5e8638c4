// Browser tests of what signing out leaves on the device: every store the page can read (IndexedDB, Cache Storage,
// local and session storage) holds nothing of the records but the unsaved edits, no cache serves an image or an
// attachment without a session, and a sign-in as someone else finds nothing of the first person's data.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../../shared/paths.ts';
import { call } from './api.ts';
import { PASSWORD } from '../helpers/testServer.ts';
import { E2E_PERSON_2, E2E_USER, E2E_USER_2, expect, test } from './fixtures.ts';
import { createStation, readStation, uniqueWord, updateStation } from './records.ts';

// The service worker's image cache is one of the stores.
test.use({ serviceWorkers: 'allow' });

/** Everything the page can read of what this browser keeps for the app's origin. */
interface Device {
  /** Database → object store → [key, value as text] (binary values decoded as UTF-8: Yjs keeps text so). */
  databases: Record<string, Record<string, [string, string][]>>;
  /** Cache → the URLs it holds. */
  caches: Record<string, string[]>;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
}

function readDevice(page: Page): Promise<Device> {
  return page.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const asText = (value: unknown): string => (value instanceof Uint8Array || value instanceof ArrayBuffer
      ? new TextDecoder().decode(value)
      : JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Uint8Array ? new TextDecoder().decode(inner) : inner)));
    const device: Device = { databases: {}, caches: {}, localStorage: { ...localStorage }, sessionStorage: { ...sessionStorage } };
    for (const { name } of await indexedDB.databases()) {
      const db = await done(indexedDB.open(name!));
      const stores: Record<string, [string, string][]> = {};
      for (const storeName of db.objectStoreNames) {
        const store = db.transaction(storeName).objectStore(storeName);
        const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
        stores[storeName] = keys.map((key, index) => [asText(key), asText(values[index])]);
      }
      db.close();
      device.databases[name!] = stores;
    }
    for (const name of await caches.keys()) {
      device.caches[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return device;
  });
}

/** A photo-like PNG. */
const photo = (hue: string) => sharp({ create: { width: 600, height: 400, channels: 3, background: hue } }).png().toBuffer();

/** A minimal PDF (one empty page). */
const pdf = Buffer.from([
  '%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF', '',
].join('\n'));

/**
 * A station with an image, contact persons and comments, and an NCR of it with a description, a note, a photo and
 * a PDF: every kind of thing the device keeps. `secrets` are texts that appear nowhere else.
 */
async function recordsWithEverything(page: Page) {
  const word = uniqueWord('x');
  const secrets = {
    customer: `Customer ${word}`,
    contact: `Jane Roe ${word}, +49 30 ${word}`,
    comments: `Comment ${word}`,
    descr: `Cracked bushing ${word}`,
    note: `Root cause ${word}`,
  };
  const station = await createStation(page.request, `Station ${word}`);
  await updateStation(page.request, station.sid, { customer: secrets.customer, contactPersons: secrets.contact, comments: secrets.comments });
  expect((await page.request.post(`/api/uploadf/${station.sid}`, {
    multipart: { files: { name: 'station.png', mimeType: 'image/png', buffer: await photo('#8e44ad') } },
  })).status()).toBe(200);
  const iid = (await call(page.request, 'addIssue', { station: station.sid, prod: `Coil ${word}` })).result;
  const { issue } = await call(page.request, 'issue', { iid });
  await call(page.request, 'updateIssue', { iid, modif: issue.modif, descr: secrets.descr, note: secrets.note });
  for (const file of [
    { name: `photo ${word}.png`, mimeType: 'image/png', buffer: await photo('#c0392b') },
    { name: `report ${word}.pdf`, mimeType: 'application/pdf', buffer: pdf },
  ]) {
    expect((await page.request.post(`/api/issues/${iid}/attachments`, { multipart: { files: file } })).status()).toBe(200);
  }
  const { attachments } = await call(page.request, 'attachments', { iid });
  const imageUrl = (await readStation(page.request, station.sid)).imageUrl;
  return { station, iid, snid: issue.snid, secrets, word, imageUrl, attachments };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A record's screen with its shared text loaded (and so kept on this device by y-indexeddb). */
async function openRecord(page: Page, path: string, sharedField: string, text: string): Promise<void> {
  await page.goto(path);
  await expect(field(page, sharedField)).toHaveAttribute('data-shared-ready', 'true');
  await expect(field(page, sharedField)).toHaveValue(text);
}

/** A value the rules refuse, in Project ID: kept on this device as typed, never sent. */
async function unsavedEdit(page: Page): Promise<void> {
  await field(page, 'Project ID').fill('ab');
  await expect(page.getByTestId('save-state')).toHaveText('Not saved: fix "Project ID"');
  await expect(page.locator('html')).toHaveAttribute('data-device-writes', '0');
}

async function openSignOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** What a fetch of `url` from the page gets, by the page's own rules and then from any cache that holds it. */
function fetchStatuses(page: Page, url: string): Promise<number[]> {
  return page.evaluate((href) => Promise.all((['default', 'force-cache'] as const).map((cache) => fetch(href, { cache, redirect: 'manual' }).then((answer) => answer.status))), url);
}

const stores = (device: Device) => Object.fromEntries(Object.entries(device.databases).map(([name, byStore]) => [name, Object.values(byStore).flat()]));

test('signing out keeps only the unsaved edits on the device, says so, and no cache serves an image or a file after it', async ({ signedIn: page }) => {
  const records = await recordsWithEverything(page);
  await page.goto(paths.stations);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Under the service worker now: the image goes through its cache.
  await openRecord(page, paths.station(records.station.sid), 'Comments', records.secrets.comments);
  const image = page.getByTestId('station-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const files = [(await image.getAttribute('src'))!, ...records.attachments.flatMap((attachment) => [attachment.url, attachment.thumbUrl]).filter(Boolean)];
  await unsavedEdit(page);
  // Another tab of this browser on the NCR: its thumbnails shown, its PDF opened.
  const other = await page.context().newPage();
  await openRecord(other, paths.issue(records.iid), 'Description', records.secrets.descr);
  await expect.poll(() => other.getByRole('img', { name: records.attachments[0]!.name }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const url of files) expect(await fetchStatuses(other, url)).toEqual([200, 200]);
  const before = await readDevice(page);
  expect(Object.keys(before.caches)).toContain('station-images');
  expect(JSON.stringify(before)).toContain(records.secrets.contact);

  await openSignOut(page);
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  await expect(dialog).toContainText('This record has changes that are not saved. They stay on this device until you sign in here again');
  await expect(dialog.getByTestId('unsaved-records')).toHaveText(`${records.station.projId} · ${records.station.name} (1 change)`);
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/login/);
  await expect(other).toHaveURL(/\/manager\/login\?return=/); // the other tab let go too

  const after = await readDevice(page);
  // The draft alone, and nothing of the records anywhere: not in a database, a cache or either storage.
  expect(Object.keys(after.databases).filter((name) => name.startsWith('stationdesk-doc:'))).toEqual([]);
  expect(stores(after)['stationdesk-texts'] ?? []).toEqual([]);
  const drafts = (stores(after)['stationdesk-drafts'] ?? []).map(([, value]) => JSON.parse(value) as { key: string; user: string; invalid: object });
  expect(drafts.map(({ key, user, invalid }) => ({ key, user, invalid }))).toEqual([{ key: `station:${records.station.sid}`, user: E2E_USER, invalid: { projId: 'ab' } }]);
  // Every cache but the app shell's, which holds no data and stays (Clear-Site-Data's "cache" leaves it too).
  expect(Object.keys(after.caches).map((name) => name.replace(/^workbox-precache.*/, 'app shell'))).toEqual(['app shell']);
  expect(after.localStorage).toEqual({});
  const everything = JSON.stringify(after);
  for (const secret of [records.word, records.station.projId, '/api/stations/', '/api/attachments/']) expect(everything).not.toContain(secret);
  // Neither the service worker nor the HTTP cache serves an image, thumbnail or file without a session.
  for (const url of files) expect(await fetchStatuses(page, url), url).toEqual([401, 401]);
});

test('Discard signs out without the unsaved edits too', async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  await page.goto(paths.station(station.sid));
  await unsavedEdit(page);
  await openSignOut(page);
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field(page, 'Project ID')).toHaveValue('ab');
  await openSignOut(page);
  await dialog.getByRole('button', { name: /^Discard .* and sign out$/ }).click();
  await expect(page).toHaveURL(/\/manager\/login/);
  expect(stores(await readDevice(page))['stationdesk-drafts'] ?? []).toEqual([]);
});

test('a sign-in as someone else, after the session ended without signing out, finds nothing of the first person\'s data', async ({ signedIn: page }) => {
  const station = await createStation(page.request);
  const comments = `Comment ${uniqueWord('c')}`;
  await updateStation(page.request, station.sid, { comments });
  await openRecord(page, paths.station(station.sid), 'Comments', comments);
  await unsavedEdit(page);
  // The session ends elsewhere (signed out on another device, or it expired); someone else signs in here.
  await page.request.post('/api/logout');
  await page.goto(paths.login);
  await page.getByLabel('User').fill(E2E_USER_2);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: `Account: ${E2E_PERSON_2}` })).toBeVisible();

  const device = await readDevice(page);
  expect(Object.keys(device.databases).filter((name) => name.startsWith(`stationdesk-doc:${E2E_USER}/`))).toEqual([]);
  const everything = JSON.stringify({ ...device, databases: Object.fromEntries(Object.entries(device.databases).filter(([name]) => name !== 'stationdesk-drafts')) });
  for (const secret of [comments, `["station",${station.sid}]`, `${E2E_USER}/`]) expect(everything).not.toContain(secret);
  // The first person's unsaved edit stays theirs: kept, and not shown to the second.
  expect((stores(device)['stationdesk-drafts'] ?? []).map(([key]) => key)).toEqual([JSON.stringify(JSON.stringify([E2E_USER, `station:${station.sid}`]))]);
  await page.goto(paths.station(station.sid));
  await expect(field(page, 'Project ID')).toHaveValue(station.projId);
});
