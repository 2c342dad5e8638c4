// npm run bench:history — how long the history queries take with 1,000,000 audit rows (issue 15).
// Against PostgreSQL (DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432/postgres), in a fresh
// database each: seeds ROWS (1,000,000) audit rows over 20000 stations and 10000 NCRs (70 % / 30 %, one INSERT
// … SELECT generate_series a chunk, not row by row), of which 2 % are one busy station's, over two years, by 20
// people (records and people drawn by a hash of the row number);
// VACUUM ANALYZE; then times each query of server/repositories/history.ts RUNS (50) times: median and p95 of
// the database round trip (postgres.js, as the server runs it, page size 50), and notes the indexes EXPLAIN
// ANALYZE shows it use. The same on BASELINE_ROWS (10,000) rows gives the ratio.
import postgres from 'postgres';
import { activity, recordHistory } from '../../server/repositories/history.ts';
import { freshDatabase } from '../helpers/testDatabase.ts';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.ROWS ?? 1_000_000);
const BASELINE_ROWS = Number(process.env.BASELINE_ROWS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 50);
const STATIONS = 20_000;
const NCRS = 10_000;
const PEOPLE = 20;
/** Every HOT_EVERY-th row is the busy station's (sid 1): a record with thousands of rows. */
const HOT_EVERY = 50;
const SPAN_DAYS = 730;
const START = '2024-01-01T00:00:00Z';
/** What the server reads for a page of 50: one row more, to know whether there is a next page. */
const LIMIT = 51;
const CHUNK = 200_000;

interface Captured { query: string; params: unknown[] }

interface Case {
  name: string;
  /** Runs the query of run number `run` (some vary the record or person by run). */
  run: (run: number) => Promise<unknown>;
}

const day = (days: number) => new Date(Date.parse(START) + days * 86_400_000).toISOString();

async function seed(sql: postgres.Sql, rows: number): Promise<void> {
  await sql`insert into people (name) select 'user' || lpad(g::text, 2, '0') from generate_series(1, ${PEOPLE}) g`;
  await sql`insert into stations (proj_id, name, mod_by) select 'B-' || g, 'Bench station ' || g, 'bench' from generate_series(1, ${STATIONS}) g`;
  await sql`insert into issues (sid, snid, product, mod_by)
    select 1 + (g * 7) % ${STATIONS}, 'NCR-2024-' || lpad(g::text, 5, '0'), 'GFN', 'bench' from generate_series(1, ${NCRS}) g`;
  for (let first = 1; first <= rows; first += CHUNK) {
    const last = Math.min(rows, first + CHUNK - 1);
    // Rows in time order (at grows with g, as appends do); each names its record as appendEvents does.
    await sql`
      insert into events (at, actor, entity, entity_id, action, field, before, after, record_kind, record_id)
      select at, 'user' || lpad((1 + abs(hashint8(g)) % ${PEOPLE})::text, 2, '0'),
        case when kind = 'station' and g % 17 = 0 then 'product' when kind = 'issue' and g % 23 = 0 then 'attachment' else kind end,
        case when kind = 'station' and g % 17 = 0 then g when kind = 'issue' and g % 23 = 0 then g else rid end,
        case when g % 17 = 0 or g % 23 = 0 then 'create' else 'update' end,
        case when g % 17 = 0 or g % 23 = 0 then null
          when kind = 'station' then (array['customer','cpu','comments','ack','owner'])[1 + g % 5]
          else (array['status','descr','owner','cat'])[1 + g % 4] end,
        to_jsonb('value ' || (g - 1)), to_jsonb('value ' || g),
        kind, rid
      from (
        select g, ${START}::timestamptz + (g::float8 / ${rows}) * ${SPAN_DAYS} * interval '1 day' as at,
          case when g % ${HOT_EVERY} = 0 or abs(hashint8(-g)) % 10 < 7 then 'station' else 'issue' end as kind,
          case when g % ${HOT_EVERY} = 0 then 1 when abs(hashint8(-g)) % 10 < 7 then 2 + abs(hashint8(g + ${rows})) % (${STATIONS} - 1)
            else 1 + abs(hashint8(g + ${rows})) % ${NCRS} end as rid
        from generate_series(${first}::bigint, ${last}::bigint) g
      ) s`;
  }
  await sql`vacuum analyze events`;
}

/** The plan's nodes that read `events`, e.g. 'Index Scan Backward events_record'; and what else matters (a sort). */
function planSummary(plan: any): string {
  const found: string[] = [];
  const walk = (node: any) => {
    const type: string = node['Node Type'];
    if (node['Relation Name'] === 'events' || node['Index Name']?.startsWith('events')) {
      found.push(`${type}${node['Scan Direction'] === 'Backward' ? ' Backward' : ''} ${node['Index Name'] ?? 'events'}`);
    }
    if (type === 'Sort' || type === 'Incremental Sort') found.push(type);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0].Plan);
  return [...new Set(found)].join(', ');
}

async function measure(url: string, rows: number): Promise<Map<string, { median: number; p95: number; plan: string; found: number }>> {
  let captured: Captured = { query: '', params: [] };
  const sql = postgres(url, {
    max: 1, onnotice: () => {}, transform: postgres.camel,
    debug: (_connection, query, params) => { captured = { query, params }; },
  });
  const results = new Map<string, { median: number; p95: number; plan: string; found: number }>();
  try {
    const started = performance.now();
    await seed(sql, rows);
    console.log(`  seeded ${rows.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [{ size }] = await sql<{ size: string }[]>`select pg_size_pretty(pg_total_relation_size('events')) as size` as unknown as [{ size: string }];
    const hotRows = Math.floor(rows / HOT_EVERY);
    const cursorAt = async (where: postgres.PendingQuery<postgres.Row[]>, offset: number) =>
      (await sql`select id::text as id from events where ${where} order by at desc, id desc offset ${offset} limit 1`)[0]!.id as string;
    const hotDeep = await cursorAt(sql`record_kind = 'station' and record_id = 1`, Math.floor(hotRows / 2));
    const feedDeep = await cursorAt(sql`record_kind is not null`, Math.floor(rows / 2));
    const person = (run: number) => `user${String(1 + (run % PEOPLE)).padStart(2, '0')}`;
    console.log(`  events: ${size} with its indexes; the busy station has ${hotRows.toLocaleString('en')} rows`);

    const cases: Case[] = [
      { name: 'history · a record, first page', run: (run) => recordHistory(sql, 'station', 2 + ((run * 397) % (STATIONS - 1)), { limit: LIMIT }) },
      { name: 'history · an NCR, first page', run: (run) => recordHistory(sql, 'issue', 1 + ((run * 211) % NCRS), { limit: LIMIT }) },
      { name: `history · busy record, first page`, run: () => recordHistory(sql, 'station', 1, { limit: LIMIT }) },
      { name: `history · busy record, deep page`, run: () => recordHistory(sql, 'station', 1, { before: hotDeep, limit: LIMIT }) },
      { name: 'activity · first page', run: () => activity(sql, { limit: LIMIT }) },
      { name: 'activity · deep page (cursor)', run: () => activity(sql, { before: feedDeep, limit: LIMIT }) },
      { name: 'activity · by person', run: (run) => activity(sql, { person: person(run), limit: LIMIT }) },
      { name: 'activity · by kind (NCRs)', run: () => activity(sql, { kind: 'issue', limit: LIMIT }) },
      { name: 'activity · a month a year ago', run: () => activity(sql, { from: day(365), to: day(395), limit: LIMIT }) },
      { name: 'activity · last 7 days', run: () => activity(sql, { from: day(SPAN_DAYS - 7), limit: LIMIT }) },
      { name: 'activity · person + kind + month', run: (run) => activity(sql, { person: person(run), kind: 'station', from: day(365), to: day(395), limit: LIMIT }) },
    ];
    for (const { name, run } of cases) {
      await run(0); // warm the connection and the statement
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        found = ((await run(i)) as unknown[]).length;
        times.push(performance.now() - start);
      }
      await run(0);
      const plan = await sql.unsafe(`explain (analyze, format json) ${captured.query}`, captured.params as never[]);
      results.set(name, { median: percentile(times, 50), p95: percentile(times, 95), plan: planSummary(plan[0]!['QUERY PLAN']), found });
    }
  } finally {
    await sql.end();
  }
  return results;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function onFreshDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await freshDatabase({ postgresUrl: ADMIN_URL });
  try {
    return await work(database.databaseUrl!);
  } finally {
    await database.drop();
  }
}

console.log(`history bench: PostgreSQL at ${new URL(ADMIN_URL).host}, ${STATIONS} stations, ${NCRS} NCRs, ${PEOPLE} people, ${SPAN_DAYS} days; page of 50 (51 read); ${RUNS} runs each`);
console.log(`baseline: ${BASELINE_ROWS.toLocaleString('en')} rows`);
const small = await onFreshDatabase((url) => measure(url, BASELINE_ROWS));
console.log(`large: ${ROWS.toLocaleString('en')} rows`);
const large = await onFreshDatabase((url) => measure(url, ROWS));

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log('');
console.log(`${'query'.padEnd(36)}${`${BASELINE_ROWS / 1000}k: median / p95`.padEnd(24)}${`${ROWS / 1e6}M: median / p95`.padEnd(24)}${'ratio'.padEnd(8)}rows  plan (1M)`);
for (const [name, big] of large) {
  const base = small.get(name)!;
  console.log(`${name.padEnd(36)}${`${ms(base.median)} / ${ms(base.p95)}`.padEnd(24)}${`${ms(big.median)} / ${ms(big.p95)}`.padEnd(24)}`
    + `${`${(big.median / base.median).toFixed(1)}×`.padEnd(8)}${String(big.found).padEnd(6)}${big.plan}`);
}
