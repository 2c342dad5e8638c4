// client: what each route of the production build makes a first visit load (the entry chunk, the route's
// chunk and everything they import statically, their CSS), raw, gzip and brotli; and Lighthouse (mobile preset,
// performance only) on /service and a station page, signed in, in Debian's Chromium. Budgets from issue 17.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { paths } from '../../shared/paths.ts';
import { single, type Benchmark, type Figure } from './harness.ts';
import { benchClientBuild } from './clientBuild.ts';
import { seededDatabase, startNode, using } from './fixtures.ts';

const FIRST_LOAD_JS_KB = 150;
const LIGHTHOUSE = { score: 0.9, lcpMs: 2500, tbtMs: 200 };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** What the machine's closed network and a root user need (see the browser tests' playwright.config.ts). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Chunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }

/** The files a first visit to a route loads: the entry and the route's chunk, with their static imports and CSS. */
function firstLoad(manifest: Record<string, Chunk>, roots: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return { js: [...js], css: [...css] };
}

function readManifest(dir: string): Record<string, Chunk> {
  return JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
}

function entryOf(manifest: Record<string, Chunk>): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  return entry;
}

/** The scripts a first visit to a route (its source, as `features/stations/StationPage.tsx`) loads after the entry's. */
export function routeScriptsAfterEntry(dir: string, route: string): string[] {
  const manifest = readManifest(dir);
  const entry = firstLoad(manifest, [entryOf(manifest)]).js;
  return firstLoad(manifest, [route]).js.filter((file) => !entry.includes(file));
}

const kb = (bytes: number) => bytes / 1024;

function sizes(dir: string, files: string[]): { raw: number; gzip: number; brotli: number } {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const content = fs.readFileSync(path.join(dir, file));
    total.raw += content.length;
    total.gzip += zlib.gzipSync(content, { level: 9 }).length;
    total.brotli += zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw: kb(total.raw), gzip: kb(total.gzip), brotli: kb(total.brotli) };
}

function bundleFigures(dir: string): Figure[] {
  const manifest = readManifest(dir);
  const entry = entryOf(manifest);
  const routes = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && /Page\.tsx$/.test(key)).sort();
  if (routes.length === 0) throw new Error('the build has no route chunks (lazy pages)');
  const figures: Figure[] = [];
  for (const route of routes) {
    const { js, css } = firstLoad(manifest, [entry, route]);
    const page = path.basename(route, '.tsx');
    const jsSize = sizes(dir, js);
    const cssSize = sizes(dir, css);
    // One row each, brotli as the figure; gzip and raw in its name (results.json has them in the name too).
    const other = (size: { gzip: number; raw: number }) => `gzip ${size.gzip.toFixed(1)}, raw ${size.raw.toFixed(1)}`;
    figures.push(single('client', `${page} · first load JS, ${js.length} files · brotli (${other(jsSize)})`, 'KB', 'lower', [jsSize.brotli], FIRST_LOAD_JS_KB));
    figures.push(single('client', `${page} · CSS, ${css.length} files · brotli (${other(cssSize)})`, 'KB', 'lower', [cssSize.brotli]));
  }
  return figures;
}

/** A run's figures, and Lighthouse's BenchmarkIndex of the machine as it ran (its CPU speed: higher is faster). */
interface LighthouseRun { score: number; lcp: number; tbt: number; benchmarkIndex: number }

async function lighthouseRun(url: string, cookie: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { cookie } });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse on ${url} measured no ${id}`);
      return value;
    };
    return { score: lhr.categories.performance!.score ?? 0, lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), benchmarkIndex: lhr.environment.benchmarkIndex };
  } finally {
    chrome.kill();
  }
}

export const client: Benchmark = async ({ smoke }) => {
  const dir = await benchClientBuild(smoke);
  const figures = bundleFigures(dir);
  await using(async (keep) => {
    const db = keep(await seededDatabase(smoke ? 50 : 5000));
    const server = keep(await startNode(db.url, { env: { CLIENT_DIR: dir } }));
    const [sid] = (await db.sql<{ sid: number }[]>`select sid from stations order by sid desc limit 1`).map((row) => row.sid);
    const pages = smoke ? [['/service', paths.stations]] : [['/service', paths.stations], ['a station', paths.station(sid!)]];
    for (const [label, page] of pages) {
      const runs: LighthouseRun[] = [];
      for (let rep = 0; rep < (smoke ? 1 : 3); rep++) runs.push(await lighthouseRun(`${server.url}${page}`, server.client.cookie));
      figures.push(single('client', `Lighthouse ${label} (mobile) · performance score`, 'score', 'higher', runs.map((r) => r.score), LIGHTHOUSE.score));
      figures.push(single('client', `Lighthouse ${label} (mobile) · LCP`, 'ms', 'lower', runs.map((r) => r.lcp), LIGHTHOUSE.lcpMs));
      figures.push(single('client', `Lighthouse ${label} (mobile) · TBT`, 'ms', 'lower', runs.map((r) => r.tbt), LIGHTHOUSE.tbtMs));
      // The mobile preset slows this machine's CPU fourfold, whatever its speed: on a day this machine runs at half
      // its speed, every task counts double and TBT more than double (only a task's part over 50 ms counts).
      figures.push(single('client', `Lighthouse ${label} (mobile) · BenchmarkIndex (this machine's CPU speed as it ran)`,
        'index', 'higher', runs.map((r) => r.benchmarkIndex)));
    }
  });
  return figures;
};
