import type http from 'node:http';
import { Server } from 'socket.io';
import { kioskMayJoin, SOCKET_PATH } from '../../shared/realtime.ts';
import { presenceField, subscribeRequest } from '../../shared/schemas/realtime.ts';
import { parseRecordName } from '../../shared/recordNames.ts';
import type { CredentialWatch } from '../auth/credentialWatch.ts';
import type { Identify } from '../auth/identity.ts';
import { principalOf } from '../auth/principal.ts';
import type { Sql } from '../db/sql.ts';
import { reportFailure } from '../db/unavailable.ts';
import type { Config } from '../env.ts';
import { isAllowedOrigin } from '../http/requestGuards.ts';
import { recordExists } from '../repositories/docRecords.ts';
import type { ChangeFeed } from './changeFeed.ts';
import { limitEvents } from './eventLimit.ts';
import { KIOSK_AUDIENCE } from './kioskAudience.ts';
import { presenceBroadcaster, type SocketData } from './presence.ts';
import { usePostgresAdapter } from './postgresAdapter.ts';
import { createPublisher, type RealtimeServer } from './publisher.ts';

export interface Realtime {
  /** Serves Socket.IO on the app's HTTP server; attach after the app's request listener, which then sees only other paths. */
  attach(httpServer: http.Server): void;
  /** Publishes what is pending, disconnects every client and closes the HTTP server. */
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's HTTP server: a connection, a recovered one too, needs a live session cookie (or a
 * kiosk cookie, which reaches the list rooms only) and an allowed Origin, and is ended when that session or
 * token ends; a client subscribes to list rooms and to the rooms of records that exist. Every event a client
 * sends counts against a per-socket limit (eventLimit.ts), and presence rounds are coalesced per room. Every
 * committed change the feed publishes goes to the rooms that show it (publisher.ts); and the feed learns from
 * the adapter whether other nodes are up to hear of a change (the nodes know each other by their heartbeats).
 */
export function createRealtime(sql: Sql, config: Config, identify: Identify, credentials: CredentialWatch, changes: ChangeFeed): Realtime {
  const log = (message: string, error: unknown) => reportFailure(`realtime: ${message}`, error);
  const io: RealtimeServer = new Server({
    path: SOCKET_PATH,
    serveClient: false,
    // /yjs upgrades on the same HTTP server belong to the collab layer (server.ts routes them).
    destroyUpgrade: false,
    maxHttpBufferSize: 64 * 1024,
    // Who it is is checked at the handshake already: a reconnecting client that asks to recover its session
    // gets the events it missed replayed before any middleware runs.
    allowRequest: (req, callback) => {
      if (!isAllowedOrigin(req.headers.origin, req.headers.host, config.allowedOrigins)) return callback('Origin not allowed', false);
      identify(req.headers, 'check').then(
        (identity) => callback(identity ? null : 'Not signed in', identity !== null),
        (error: unknown) => {
          log('checking a handshake failed', error);
          callback('Service unavailable', false);
        },
      );
    },
    // A recovered socket passes the middleware below like a new one: signed in, and watched.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
  });
  const presence = presenceBroadcaster(io, (error) => log('sending presence failed', error));
  const limit = limitEvents();

  // Never rejects: a failure is logged and refuses the connection.
  io.use((socket, next) => void (async () => {
    try {
      const identity = await identify(socket.request.headers, 'connect');
      if (!identity) return next(new Error('Not signed in'));
      const principal = principalOf(identity);
      const recovered = socket.recovered ? socket.data as SocketData : undefined;
      // Its rooms and data come back only to the same user or kiosk.
      if (recovered && recovered.principal !== principal) return next(new Error('Signed in as someone else'));
      const untrack = credentials.track(socket.request.headers.cookie, identity, () => socket.disconnect(true));
      socket.on('disconnect', untrack);
      const fields = recovered?.fields ?? {};
      socket.data = identity.kind === 'staff'
        ? { principal, userId: identity.user.userId, name: identity.user.person || identity.user.name, fields, kiosk: false } satisfies SocketData
        : { principal, userId: 0, name: identity.kiosk.name, fields, kiosk: true } satisfies SocketData;
      next();
    } catch (error) {
      log('checking a connection failed', error);
      next(new Error('Service unavailable'));
    }
  })());

  // Handlers never throw: a failed query answers the ack (or nothing) and is logged.
  io.on('connection', (socket) => {
    limit(socket);
    const data = socket.data as SocketData;
    if (data.kiosk) void socket.join(KIOSK_AUDIENCE); // it hears the lists in the kiosk shapes (publisher.ts)
    if (socket.recovered) for (const room of socket.rooms) presence(room);

    socket.on('subscribe', async (request, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = subscribeRequest.safeParse(request);
      if (!parsed.success) return reply({ ok: false, message: 'subscribe: expected a list of room names' });
      try {
        for (const room of parsed.data) {
          if (data.kiosk && !kioskMayJoin(room)) return reply({ ok: false, message: 'Kiosk screens see the lists only' });
          const record = parseRecordName(room);
          if (record && !(await recordExists(sql, record.kind, record.id))) return reply({ ok: false, message: `${room} does not exist` });
        }
      } catch (error) {
        log('subscribe failed', error);
        return reply({ ok: false, message: 'subscribe failed; try again' });
      }
      if (!socket.connected) return;
      void socket.join(parsed.data);
      reply({ ok: true });
      for (const room of parsed.data) presence(room);
    });

    socket.on('unsubscribe', (request) => {
      const parsed = subscribeRequest.safeParse(request);
      if (!parsed.success) return;
      for (const room of parsed.data) {
        void socket.leave(room);
        delete data.fields[room];
        presence(room);
      }
    });

    socket.on('presence:field', (payload) => {
      const parsed = presenceField.safeParse(payload);
      if (!parsed.success || !socket.rooms.has(parsed.data.room)) return;
      data.fields[parsed.data.room] = parsed.data.field;
      presence(parsed.data.room);
    });

    socket.on('disconnecting', () => {
      const left = [...socket.rooms].filter((room) => room !== socket.id);
      setImmediate(() => { for (const room of left) presence(room); });
    });
  });

  const closeAdapter = config.databaseUrl ? usePostgresAdapter(io, config.databaseUrl) : async () => {};
  const publisher = createPublisher(io, sql);
  changes.subscribe({ published: publisher.publish });
  changes.countOthersBy(async () => (await io.of('/').adapter.serverCount()) > 1);
  return {
    attach: (httpServer) => { io.attach(httpServer); },
    async close() {
      publisher.close();
      await publisher.idle();
      // Closes the connections without telling the clients not to come back (disconnectSockets would: Socket.IO's
      // client does not reconnect after "io server disconnect"): they reconnect to this server once it is started
      // again, or to another node.
      await new Promise<void>((resolve) => { void io.close(() => resolve()); });
      await closeAdapter();
    },
  };
}

