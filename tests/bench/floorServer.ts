// The floor of the reads and writes benchmarks, in a process of its own (started like the product, prints
// 'ready'): a bare node:http server that does only what no implementation can skip: the product's own SQL
// (its repository functions, same pool), JSON.stringify, and the same compression middleware with the same
// settings as server/app.ts. No session, no validation, no presenters; a write is its essential statements
// (the row, one audit row) in one transaction, without re-reading or publishing, and answers what the API
// answers: an update the record as it now is, read by the UPDATE itself (RETURNING), which also reads the value
// it replaces, since the audit row records it (updateReturning); a new station is refused when its project id
// is taken (the 409 of addstation), by the product's own insert. For the fan-out benchmark
// it is also a bare Socket.IO server (joins any room, no checks; with FLOOR_ADAPTER=1 on the Postgres adapter,
// as the product's nodes are): an update sent with a `row` broadcasts that row to the stations room after commit.
import http from 'node:http';
import compression from 'compression';
import { Server } from 'socket.io';
import { rooms, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '../../shared/realtime.ts';
import type { StationListItem } from '../../shared/records.ts';
import { ISSUE_CATEGORY, ISSUE_STATUS } from '../../shared/constants.ts';
import { todayDate } from '../../shared/dates.ts';
import { ncrNumber } from '../../server/commands/addIssue.ts';
import { createSql, type Db } from '../../server/db/sql.ts';
import { loadConfig } from '../../server/env.ts';
import { usePostgresAdapter } from '../../server/realtime/postgresAdapter.ts';
import { appendEvents, fieldChangeEvents } from '../../server/repositories/events.ts';
import { insertIssue, listIssues, listIssuesOfStation } from '../../server/repositories/issues.ts';
import { listProducts } from '../../server/repositories/products.ts';
import { findStation, insertStationWithNewProjectId, listLocations, listStations } from '../../server/repositories/stations.ts';

const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('the floor server needs DATABASE_URL');
const sql = createSql({ url: config.databaseUrl });
const ACTOR = 'bench';
const compress = compression();

type Body = Record<string, any>;
const tx = <T>(work: (db: Db) => Promise<T>) => sql.begin(work) as Promise<T>;

/**
 * One UPDATE of one text column that locks the row, reads the value it replaces and returns the record after
 * it with what the API shows beside its columns (a station's image, parent and NCR flag; an issue's station):
 * no correct implementation can answer with less, or audit without the value before.
 */
async function updateReturning(db: Db, kind: 'station' | 'issue', id: number, field: 'customer' | 'product', value: string) {
  const [row] = kind === 'station'
    ? await db<Body[]>`
      update stations s set ${db(field)} = ${value}, mod_by = ${ACTOR}, modif = now()
      from (select sid, ${db(field)} as before from stations where sid = ${id} for update) old
      where s.sid = old.sid
      returning s.*, old.before, (select etag from station_images i where i.sid = s.sid) as image_etag,
        (select p.name from stations p where p.sid = s.parent) as parent_name, (select p.proj_id from stations p where p.sid = s.parent) as parent_proj_id,
        exists (select 1 from issues i where i.sid = s.sid and i.status <> 2) as ncr`
    : await db<Body[]>`
      update issues i set ${db(field)} = ${value}, mod_by = ${ACTOR}, modif = now()
      from (select iid, ${db(field)} as before from issues where iid = ${id} for update) old
      where i.iid = old.iid
      returning i.*, old.before, (select s.name from stations s where s.sid = i.sid) as stn, (select s.proj_id from stations s where s.sid = i.sid) as proj`;
  const { before, ...record } = row!;
  await appendEvents(db, fieldChangeEvents(ACTOR, kind, id, [{ field, before, after: value }]));
  return record;
}

const routes: Record<string, (body: Body) => Promise<unknown>> = {
  '/stations': async () => ({ stations: await listStations(sql) }),
  '/station': async ({ sid }) => {
    const [st, issues, prods] = await Promise.all([findStation(sql, sid), listIssuesOfStation(sql, sid), listProducts(sql, sid)]);
    return { st, issues, prods };
  },
  '/issues': async () => ({ issues: await listIssues(sql) }),
  '/locations': async () => ({ locations: await listLocations(sql) }),
  '/updstation': async ({ sid, customer, row }) => {
    const st = await tx((db) => updateReturning(db, 'station', sid, 'customer', customer));
    if (row) io.to(rooms.stations).emit('stations:row', { row: { ...(row as StationListItem), customer } });
    return { st };
  },
  '/updissue': async ({ iid, product }) => ({ issue: await tx((db) => updateReturning(db, 'issue', iid, 'product', product)) }),
  '/addstation': ({ projectId, stationName }) => tx(async (db) => {
    const sid = (await insertStationWithNewProjectId(db, { projId: projectId, name: stationName }, ACTOR))!;
    await appendEvents(db, [{ actor: ACTOR, entity: 'station', entityId: sid, record: { kind: 'station', id: sid }, action: 'create', after: { projId: projectId, name: stationName } }]);
    return { result: sid };
  }),
  '/addissue': ({ station, prod }) => tx(async (db) => {
    const reported = todayDate();
    const values = { product: prod, reported, status: ISSUE_STATUS.New, statusC: ISSUE_STATUS.New, cat: ISSUE_CATEGORY.Minor };
    const { iid, snid } = (await insertIssue(db, station, values, ACTOR, (id) => ncrNumber(reported, id)))!;
    await appendEvents(db, [{ actor: ACTOR, entity: 'issue', entityId: iid, record: { kind: 'issue', id: iid }, action: 'create', after: { iid, snid, sid: station, ...values } }]);
    return { result: iid };
  }),
};

async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const route = routes[req.url ?? ''];
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  const text = JSON.stringify(await route(chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {}));
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(text);
}

const server = http.createServer((req, res) => {
  compress(req as never, res as never, () => {
    answer(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
});
const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, { path: SOCKET_PATH, serveClient: false });
if (process.env.FLOOR_ADAPTER === '1') usePostgresAdapter(io, config.databaseUrl);
io.on('connection', (socket) => {
  socket.on('subscribe', (request, ack) => {
    void socket.join(request);
    ack({ ok: true });
  });
});
server.listen(config.port, config.host, () => console.log('ready'));
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void sql.end().then(() => process.exit(0));
});
