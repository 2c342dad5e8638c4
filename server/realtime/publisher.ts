import type { Server } from 'socket.io';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '../../shared/realtime.ts';
import type { Sql } from '../db/sql.ts';
import { isDatabaseUnavailable, reportDatabaseUnavailable } from '../db/unavailable.ts';
import { presentAction, presentActionListItem } from '../presenters/action.ts';
import { presentAttachment } from '../presenters/attachment.ts';
import { presentIssue, presentIssueSummary } from '../presenters/issue.ts';
import { presentKioskStationListItem } from '../presenters/kioskReads.ts';
import { presentProduct } from '../presenters/product.ts';
import { presentStats } from '../presenters/stats.ts';
import { presentLocation, presentStation, presentStationListItem } from '../presenters/station.ts';
import { findActionRows, listActionRowsOfIssue, listActionRowsOfStation, listActions } from '../repositories/actions.ts';
import { listAttachments } from '../repositories/attachments.ts';
import { findIssue, listIssuesOfStation, type IssueRow } from '../repositories/issues.ts';
import { listProducts } from '../repositories/products.ts';
import { readStats } from '../repositories/stats.ts';
import { findStation, listChildren, type StationRow } from '../repositories/stations.ts';
import { publicationsOf, type Publication } from './audiences.ts';
import { KIOSK_AUDIENCE, kioskSocketsIn, toKiosks } from './kioskAudience.ts';
import type { Change } from '../changes/change.ts';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** A change that could not be published because the database was away is tried again after these delays. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000];

/**
 * Turns committed changes into events for the rooms that show them, presented by the API's presenters, for
 * this node's own clients: every node publishes every change itself (see changeFeed.ts), so a broadcast through
 * the adapter would reach the clients of the other nodes once more. Changes are published one after another,
 * in the order they came. What no client of this node would receive is not read from the database at all
 * (a client that joins later loads the record over the API after joining).
 */
export function createPublisher(io: RealtimeServer, sql: Sql) {
  let queue: Promise<void> = Promise.resolve();
  const to = (room: string | string[]) => io.local.to(room);
  /** True when a socket of this node is in the room (the adapter's rooms are this node's own). */
  const heard = (room: string) => (io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;

  /** Sends what a change needs (see publicationsOf), reading each record once. */
  async function publish(change: Change): Promise<void> {
    const stations = new Map<number, Promise<StationRow | undefined>>();
    const station = (sid: number) => stations.get(sid) ?? stations.set(sid, findStation(sql, sid)).get(sid)!;
    const issues = new Map<number, Promise<IssueRow | undefined>>();
    const issue = (iid: number) => issues.get(iid) ?? issues.set(iid, findIssue(sql, iid)).get(iid)!;

    for (const item of publicationsOf(change)) {
      if (!mayBeHeard(item)) continue;
      switch (item.kind) {
        case 'station': {
          const row = await station(item.sid);
          if (row) to(rooms.station(item.sid)).emit('station:updated', { st: presentStation(row) });
          break;
        }
        case 'stationRow': {
          const row = await station(item.sid);
          if (!row) break;
          // A kiosk screen gets the row as its stations list has it (kioskReads.ts), staff the whole row.
          to(rooms.stations).except(KIOSK_AUDIENCE).emit('stations:row', { row: presentStationListItem(row) });
          const kiosks = kioskSocketsIn(io, rooms.stations);
          if (kiosks.length > 0) toKiosks(io, kiosks).emit('stations:row', { row: presentKioskStationListItem(row) });
          break;
        }
        case 'location': {
          const row = await station(item.sid);
          if (row?.lat != null && row.lng != null) {
            to(rooms.locations).emit('locations:row', { location: presentLocation({ ...row, lat: row.lat, lng: row.lng }) });
          } else if (row) {
            to(rooms.locations).emit('locations:removed', { id: item.sid });
          }
          break;
        }
        case 'stationIssues':
          to(rooms.station(item.sid)).emit('station:issues', { sid: item.sid, issues: (await listIssuesOfStation(sql, item.sid)).map(presentIssueSummary) });
          break;
        case 'issuesOfStation':
          for (const row of await listIssuesOfStation(sql, item.sid)) {
            to(rooms.issue(row.iid)).emit('issue:updated', { issue: presentIssue(row) });
            to(rooms.issues).emit('issues:row', { row: presentIssueSummary(row) });
          }
          break;
        case 'subProjects':
          for (const child of await listChildren(sql, item.sid)) {
            const row = await station(child);
            if (row) to(rooms.station(child)).emit('station:updated', { st: presentStation(row) });
          }
          break;
        case 'stationProducts':
          to(rooms.station(item.sid)).emit('station:products', { sid: item.sid, prods: (await listProducts(sql, item.sid)).map(presentProduct) });
          break;
        case 'issue': {
          const row = await issue(item.iid);
          if (row) to(rooms.issue(item.iid)).emit('issue:updated', { issue: presentIssue(row) });
          break;
        }
        case 'issueRow': {
          const row = await issue(item.iid);
          if (row) to(rooms.issues).emit('issues:row', { row: presentIssueSummary(row) });
          break;
        }
        case 'stationDeleted':
          to([rooms.station(item.sid), rooms.stations, rooms.locations]).emit('station:deleted', { sid: item.sid });
          for (const iid of item.iids) to([rooms.issue(iid), rooms.issues, rooms.actions]).emit('issue:deleted', { iid });
          break;
        case 'issueDeleted':
          to([rooms.issue(item.iid), rooms.issues, rooms.actions]).emit('issue:deleted', { iid: item.iid });
          break;
        case 'issueActions':
          to(rooms.issue(item.iid)).emit('issue:actions', { iid: item.iid, actions: (await listActions(sql, item.iid)).map(presentAction) });
          break;
        case 'actionRows': {
          const rows = await findActionRows(sql, item.aids);
          for (const row of rows) to(rooms.actions).emit('actions:row', { row: presentActionListItem(row) });
          for (const aid of item.aids) if (!rows.some((row) => row.aid === aid)) to(rooms.actions).emit('actions:removed', { aid });
          break;
        }
        case 'actionRowsOfIssue':
          for (const row of await listActionRowsOfIssue(sql, item.iid)) to(rooms.actions).emit('actions:row', { row: presentActionListItem(row) });
          break;
        case 'actionRowsOfStation':
          for (const row of await listActionRowsOfStation(sql, item.sid)) to(rooms.actions).emit('actions:row', { row: presentActionListItem(row) });
          break;
        case 'issueAttachments':
          to(rooms.issue(item.iid)).emit('issue:attachments', { iid: item.iid, attachments: (await listAttachments(sql, item.iid)).map(presentAttachment) });
          break;
        case 'stats':
          to(rooms.stats).emit('stats', presentStats(await readStats(sql)));
          break;
        case 'activity':
          to(rooms.activity).emit('activity', item.record);
          break;
      }
    }
  }

  /** False when the room a publication goes to has no socket of this node (rooms known only after reading: true). */
  function mayBeHeard(item: Publication): boolean {
    switch (item.kind) {
      case 'station':
      case 'stationIssues':
      case 'stationProducts':
        return heard(rooms.station(item.sid));
      case 'stationRow':
        return heard(rooms.stations);
      case 'location':
        return heard(rooms.locations);
      case 'issue':
      case 'issueAttachments':
      case 'issueActions':
        return heard(rooms.issue(item.iid));
      case 'actionRows':
      case 'actionRowsOfIssue':
      case 'actionRowsOfStation':
        return heard(rooms.actions);
      case 'issueRow':
        return heard(rooms.issues);
      case 'stats':
        return heard(rooms.stats);
      case 'activity':
        return heard(rooms.activity);
      default:
        return true;
    }
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
