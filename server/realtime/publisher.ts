import type { Server } from 'socket.io';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '../../shared/realtime.ts';
import type { Sql } from '../db/sql.ts';
import { presentIssue, presentIssueSummary } from '../presenters/issue.ts';
import { presentProduct } from '../presenters/product.ts';
import { presentLocation, presentStation, presentStationListItem } from '../presenters/station.ts';
import { countOpenIssues, findIssue, listIssuesOfStation } from '../repositories/issues.ts';
import { listProducts } from '../repositories/products.ts';
import { findStation, latestProjectNumber } from '../repositories/stations.ts';
import type { Change } from './changes.ts';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * Turns committed changes into events for the rooms that show them, presented by the API's presenters.
 * Changes are published one after another, in the order they were announced.
 */
export function createPublisher(io: RealtimeServer, sql: Sql) {
  let queue: Promise<void> = Promise.resolve();

  async function publishStation(sid: number): Promise<void> {
    const row = await findStation(sql, sid);
    if (!row) return;
    const st = presentStation(row);
    io.to(rooms.station(sid)).emit('station:updated', { st });
    io.to(rooms.stations).emit('stations:row', { row: presentStationListItem(row) });
    if (row.lat !== null && row.lng !== null) {
      io.to(rooms.locations).emit('locations:row', { location: presentLocation({ ...row, lat: row.lat, lng: row.lng }) });
    } else {
      io.to(rooms.locations).emit('locations:removed', { id: sid });
    }
  }

  async function publishStationIssues(sid: number): Promise<void> {
    const issues = await listIssuesOfStation(sql, sid);
    io.to(rooms.station(sid)).emit('station:issues', { sid, issues: issues.map(presentIssueSummary) });
  }

  async function publishStats(): Promise<void> {
    io.to(rooms.stats).emit('stats', { projNum: await latestProjectNumber(sql), activeNcr: await countOpenIssues(sql) });
  }

  async function publish(change: Change): Promise<void> {
    switch (change.type) {
      case 'station':
        await publishStation(change.sid);
        break;
      case 'stationDeleted':
        io.to([rooms.station(change.sid), rooms.stations, rooms.locations]).emit('station:deleted', { sid: change.sid });
        for (const iid of change.iids) io.to([rooms.issue(iid), rooms.issues]).emit('issue:deleted', { iid });
        break;
      case 'products':
        io.to(rooms.station(change.sid)).emit('station:products', { sid: change.sid, prods: (await listProducts(sql, change.sid)).map(presentProduct) });
        return;
      case 'issue': {
        const row = await findIssue(sql, change.iid);
        if (row) {
          io.to(rooms.issue(change.iid)).emit('issue:updated', { issue: presentIssue(row) });
          io.to(rooms.issues).emit('issues:row', { row: presentIssueSummary(row) });
        }
        await publishStationIssues(change.sid);
        await publishStation(change.sid); // its NCR flag follows its open issues
        break;
      }
      case 'issueDeleted':
        io.to([rooms.issue(change.iid), rooms.issues]).emit('issue:deleted', { iid: change.iid });
        await publishStationIssues(change.sid);
        await publishStation(change.sid);
        break;
    }
    await publishStats();
  }

  return {
    announce(change: Change): void {
      queue = queue.then(() => publish(change)).catch((error: unknown) => console.error('realtime publish failed', error));
    },
    /** Resolves when every announced change has been published. */
    idle: () => queue,
  };
}
