// Records the browser tests create and change through the API of a signed-in page or request context.
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { Station } from '../../shared/records.ts';
import type { CallBody } from '../helpers/typedCalls.ts';
import { call } from './api.ts';
import { E2E_USER_2, signedInContext } from './fixtures.ts';

let counter = 0;
/** A word no generated station contains. */
export function uniqueWord(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export interface Created { sid: number; projId: string; name: string }

export async function createStation(request: APIRequestContext, name = `Teststation ${uniqueWord('n')}`): Promise<Created> {
  const projId = uniqueWord('P');
  const { result } = await call(request, 'addStation', { projectId: projId, stationName: name, serials: [] });
  return { sid: result, projId, name };
}

export async function readStation(request: APIRequestContext, sid: number): Promise<Station> {
  return (await call(request, 'station', { sid })).st;
}

export async function updateStation(request: APIRequestContext, sid: number, changes: Omit<CallBody<'updateStation'>, 'sid' | 'modif'>): Promise<void> {
  const st = await readStation(request, sid);
  await call(request, 'updateStation', { sid, modif: st.modif, ...changes });
}

/** The second person, signed in in a browser of their own (made with `options`), on `path`. */
export async function colleague(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await signedInContext(browser, E2E_USER_2, options)).newPage();
  await page.goto(path);
  return page;
}
