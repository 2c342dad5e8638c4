import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../shared/endpoints.ts';
import { paths } from '../shared/paths.ts';

const script = fs.readFileSync(new URL('../client/head/firstData.js', import.meta.url), 'utf8');

/** Runs client/head/firstData.js on a page at `url`: the calls it makes, and what it leaves for the app. */
function open(url: string, online = true) {
  const calls: { url: string; init: RequestInit }[] = [];
  const page: { location: URL; stationdeskFirstData?: { path: string; body: string }[] } = { location: new URL(url, 'http://localhost') };
  const fetch = (target: string, init: RequestInit) => {
    calls.push({ url: target, init });
    return Promise.resolve(new Response('{}'));
  };
  new Function('window', 'navigator', 'fetch', script)(page, { onLine: online }, fetch);
  return { calls, left: page.stationdeskFirstData?.map(({ path, body }) => ({ path, body })) };
}

describe('the first-data script (client/head/firstData.js)', () => {
  it('asks for what the screen of the page asks for first, as the app would (client/lib/api/http.ts)', () => {
    expect(open(paths.stations).left).toEqual([{ path: endpoints.firstStations.path, body: JSON.stringify({}) }]);
    expect(open(`${paths.stations}?q=linz`).left).toEqual([{ path: endpoints.stations.path, body: JSON.stringify({}) }]);
    expect(open(paths.station(12)).left).toEqual([{ path: endpoints.station.path, body: JSON.stringify({ sid: 12 }) }]);
    expect(open(paths.issues).left).toEqual([{ path: endpoints.issues.path, body: JSON.stringify({}) }]);
    const { calls } = open(paths.stations);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/api/${endpoints.firstStations.path}`);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', redirect: 'manual' });
  });

  it('asks nothing on other pages, for a station page without a station id, or offline', () => {
    for (const url of [paths.activity, '/service/station?sid=abc', '/service/station', paths.login]) expect(open(url).calls).toEqual([]);
    expect(open(paths.stations, false).calls).toEqual([]);
  });
});
