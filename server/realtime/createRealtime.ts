import type http from 'node:http';
import { Server } from 'socket.io';
import { parseRecordRoom, presenceField, SOCKET_PATH, subscribeRequest } from '../../shared/realtime.ts';
import { identifyByCookies } from '../auth/cookieIdentity.ts';
import type { CredentialWatch } from '../auth/credentialWatch.ts';
import type { Sql } from '../db/sql.ts';
import type { Config } from '../env.ts';
import { isAllowedOrigin } from '../http/requestGuards.ts';
import { findIssue } from '../repositories/issues.ts';
import { stationExists } from '../repositories/stations.ts';
import type { Announce } from './changes.ts';
import { broadcastPresence, type SocketData } from './presence.ts';
import { usePostgresAdapter } from './postgresAdapter.ts';
import { createPublisher, type RealtimeServer } from './publisher.ts';

export interface Realtime {
  io: RealtimeServer;
  announce: Announce;
  /** Serves Socket.IO on the app's HTTP server; attach after the app's request listener, which then sees only other paths. */
  attach(httpServer: http.Server): void;
  /** Publishes what is pending, disconnects every client and closes the HTTP server. */
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's HTTP server: a connection needs a live session cookie (or a kiosk cookie, which
 * reaches the list rooms only) and an allowed Origin, and is ended when that session or token ends; a client
 * subscribes to list rooms and to the rooms of records that exist.
 */
export function createRealtime(sql: Sql, config: Config, credentials: CredentialWatch): Realtime {
  const io: RealtimeServer = new Server({
    path: SOCKET_PATH,
    serveClient: false,
    // /yjs upgrades on the same HTTP server belong to the collab layer (server.ts routes them).
    destroyUpgrade: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (req, callback) => callback(null, isAllowedOrigin(req.headers.origin, req.headers.host, config.allowedOrigins)),
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
  });

  io.use(async (socket, next) => {
    try {
      const identity = await identifyByCookies(sql, config.sessionTtlMs, socket.request.headers.cookie);
      if (!identity) return next(new Error('Not signed in'));
      const untrack = credentials.track(socket.request.headers.cookie, identity, () => socket.disconnect(true));
      socket.on('disconnect', untrack);
      socket.data = identity.user
        ? { userId: identity.user.userId, name: identity.user.person || identity.user.name, fields: {}, kiosk: false } satisfies SocketData
        : { userId: 0, name: identity.kiosk.name, fields: {}, kiosk: true } satisfies SocketData;
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  io.on('connection', (socket) => {
    socket.on('subscribe', async (request, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = subscribeRequest.safeParse(request);
      if (!parsed.success) return reply({ ok: false, message: 'subscribe: expected a list of room names' });
      for (const room of parsed.data) {
        const record = parseRecordRoom(room);
        if (record && (socket.data as SocketData).kiosk) return reply({ ok: false, message: 'Kiosk screens see the lists only' });
        if (record && !(await recordExists(sql, record.kind, record.id))) return reply({ ok: false, message: `${room} does not exist` });
      }
      await socket.join(parsed.data);
      reply({ ok: true });
      for (const room of parsed.data) await broadcastPresence(io, room);
    });

    socket.on('unsubscribe', async (request) => {
      const parsed = subscribeRequest.safeParse(request);
      if (!parsed.success) return;
      for (const room of parsed.data) {
        await socket.leave(room);
        delete (socket.data as SocketData).fields[room];
        await broadcastPresence(io, room);
      }
    });

    socket.on('presence:field', async (payload) => {
      const parsed = presenceField.safeParse(payload);
      if (!parsed.success || !socket.rooms.has(parsed.data.room)) return;
      (socket.data as SocketData).fields[parsed.data.room] = parsed.data.field;
      await broadcastPresence(io, parsed.data.room);
    });

    socket.on('disconnecting', () => {
      const left = [...socket.rooms].filter((room) => room !== socket.id);
      setImmediate(() => { for (const room of left) void broadcastPresence(io, room); });
    });
  });

  const closeAdapter = config.databaseUrl ? usePostgresAdapter(io, config.databaseUrl) : async () => {};
  const publisher = createPublisher(io, sql);
  return {
    io,
    announce: publisher.announce,
    attach: (httpServer) => { io.attach(httpServer); },
    async close() {
      await publisher.idle();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => { void io.close(() => resolve()); });
      await closeAdapter();
    },
  };
}

async function recordExists(sql: Sql, kind: 'station' | 'issue', id: number): Promise<boolean> {
  return kind === 'station' ? stationExists(sql, id) : (await findIssue(sql, id)) !== undefined;
}
