import type { Server } from 'socket.io';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '../../shared/realtime.ts';
import type { Sql } from '../db/sql.ts';
import { isDatabaseUnavailable, reportDatabaseUnavailable } from '../db/unavailable.ts';
import { presentIssue, presentIssueSummary } from '../presenters/issue.ts';
import { presentProduct } from '../presenters/product.ts';
import { presentLocation, presentStation, presentStationListItem } from '../presenters/station.ts';
import { countOpenIssues, findIssue, listIssuesOfStation } from '../repositories/issues.ts';
import { listProducts } from '../repositories/products.ts';
import { findStation, latestProjectNumber } from '../repositories/stations.ts';
import type { Change } from './changes.ts';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** A change that could not be published because the database was away is tried again after these delays. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000];

/**
 * Turns committed changes into events for the rooms that show them, presented by the API's presenters, for
 * this node's own clients: every node publishes every change itself (see outbox.ts), so a broadcast through
 * the adapter would reach the clients of the other nodes once more. Changes are published one after another,
 * in the order they came.
 */
export function createPublisher(io: RealtimeServer, sql: Sql) {
  let queue: Promise<void> = Promise.resolve();
  const to = (room: string | string[]) => io.local.to(room);

  async function publishStation(sid: number): Promise<void> {
    const row = await findStation(sql, sid);
    if (!row) return;
    const st = presentStation(row);
    to(rooms.station(sid)).emit('station:updated', { st });
    to(rooms.stations).emit('stations:row', { row: presentStationListItem(row) });
    if (row.lat !== null && row.lng !== null) {
      to(rooms.locations).emit('locations:row', { location: presentLocation({ ...row, lat: row.lat, lng: row.lng }) });
    } else {
      to(rooms.locations).emit('locations:removed', { id: sid });
    }
  }

  async function publishStationIssues(sid: number): Promise<void> {
    const issues = await listIssuesOfStation(sql, sid);
    to(rooms.station(sid)).emit('station:issues', { sid, issues: issues.map(presentIssueSummary) });
  }

  async function publishStats(): Promise<void> {
    to(rooms.stats).emit('stats', { projNum: await latestProjectNumber(sql), activeNcr: await countOpenIssues(sql) });
  }

  async function publish(change: Change): Promise<void> {
    switch (change.type) {
      case 'station':
        await publishStation(change.sid);
        break;
      case 'stationDeleted':
        to([rooms.station(change.sid), rooms.stations, rooms.locations]).emit('station:deleted', { sid: change.sid });
        for (const iid of change.iids) to([rooms.issue(iid), rooms.issues]).emit('issue:deleted', { iid });
        break;
      case 'products':
        to(rooms.station(change.sid)).emit('station:products', { sid: change.sid, prods: (await listProducts(sql, change.sid)).map(presentProduct) });
        return;
      case 'issue': {
        const row = await findIssue(sql, change.iid);
        if (row) {
          to(rooms.issue(change.iid)).emit('issue:updated', { issue: presentIssue(row) });
          to(rooms.issues).emit('issues:row', { row: presentIssueSummary(row) });
        }
        await publishStationIssues(change.sid);
        await publishStation(change.sid); // its NCR flag follows its open issues
        break;
      }
      case 'issueDeleted':
        to([rooms.issue(change.iid), rooms.issues]).emit('issue:deleted', { iid: change.iid });
        await publishStationIssues(change.sid);
        await publishStation(change.sid);
        break;
    }
    await publishStats();
  }

  let closed = false;
  let wake: (() => void) | null = null;

  /** Events carry the record's state when published: while the database is away, publishing waits for it. */
  async function publishWhenReachable(change: Change): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await publish(change);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || attempt >= RETRY_DELAYS_MS.length || closed) throw error;
        reportDatabaseUnavailable('realtime publish', error);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, RETRY_DELAYS_MS[attempt]);
          wake = () => { clearTimeout(timer); resolve(); };
        });
        wake = null;
      }
    }
  }

  return {
    publish(change: Change): void {
      queue = queue.then(() => publishWhenReachable(change)).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) reportDatabaseUnavailable('realtime publish, given up', error);
        else console.error('realtime publish failed', error);
      });
    },
    /** No more waiting for the database: what is queued is tried once more, then given up. */
    close() {
      closed = true;
      wake?.();
    },
    /** Resolves when every change handed to publish() has been published. */
    idle: () => queue,
  };
}
