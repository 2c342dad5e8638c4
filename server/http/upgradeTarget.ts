import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { COLLAB_PATH } from '../../shared/collab.ts';
import { SOCKET_PATH } from '../../shared/realtime.ts';

/** What a websocket upgrade asks for, read from its request target without anything that can throw. */
export type UpgradeTarget =
  | { kind: 'socket.io' }
  | { kind: 'collab'; doc: string }
  | { kind: 'unknown' }
  | { kind: 'malformed' };

/**
 * Routes an upgrade by its request target. Only the origin form (`/path?query`) is served: an absolute-form
 * target (`http://host/path`), an empty one or a doc name that is not valid percent-encoded UTF-8 is
 * malformed (400). Socket.IO is matched as engine.io matches it (a plain prefix), so both agree on who owns
 * the upgrade; the doc name is only decoded here, and checked against the record kinds by the collab layer.
 */
export function upgradeTarget(url: string | undefined): UpgradeTarget {
  if (!url?.startsWith('/') || url.startsWith('//')) return { kind: 'malformed' };
  if (url.startsWith(`${SOCKET_PATH}/`)) return { kind: 'socket.io' };
  const pathname = url.split(/[?#]/, 1)[0]!;
  if (!pathname.startsWith(`${COLLAB_PATH}/`)) return { kind: 'unknown' };
  try {
    return { kind: 'collab', doc: decodeURIComponent(pathname.slice(COLLAB_PATH.length + 1)) };
  } catch {
    return { kind: 'malformed' };
  }
}

/**
 * Answers an upgrade that will not be served with a bare HTTP status and closes the socket once the answer
 * is written (as ws does), so a client that keeps its end open cannot hold the socket.
 */
export function refuseUpgrade(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
