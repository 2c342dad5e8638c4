// Records the browser tests create and change through the API of a signed-in page or request context.
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { Station, StationDetail } from '../../shared/records.ts';
import { E2E_USER_2, expect, signedInContext } from './fixtures.ts';

let counter = 0;
/** A word no generated station contains. */
export function uniqueWord(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export interface Created { sid: number; projId: string; name: string }

export async function createStation(request: APIRequestContext, name = `Teststation ${uniqueWord('n')}`): Promise<Created> {
  const projId = uniqueWord('P');
  const response = await request.post('/api/addstation', { data: { projectId: projId, stationName: name, serials: [] } });
  expect(response.status()).toBe(200);
  const { result } = await response.json() as { result: number };
  return { sid: result, projId, name };
}

export async function readStation(request: APIRequestContext, sid: number): Promise<Station> {
  return ((await (await request.post('/api/station', { data: { sid } })).json()) as StationDetail).st;
}

export async function updateStation(request: APIRequestContext, sid: number, changes: Partial<Omit<Station, 'parent'>> & { setParent?: number }): Promise<void> {
  const st = await readStation(request, sid);
  const response = await request.post('/api/updstation', { data: { sid, modif: st.modif, ...changes } });
  expect(response.status()).toBe(200);
}

/** The second person, signed in in a browser of their own (made with `options`), on `path`. */
export async function colleague(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await signedInContext(browser, E2E_USER_2, options)).newPage();
  await page.goto(path);
  return page;
}
