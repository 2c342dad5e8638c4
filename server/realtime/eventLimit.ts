import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Socket } from 'socket.io';

/**
 * Every event a client sends (subscribe, unsubscribe, presence:field, anything unknown) counts: 40 in any
 * 2-second window (20 a second, in bursts), far above what the web client sends. Events beyond that are
 * dropped; a socket that has 60 events dropped within 30 seconds is flooding and is disconnected.
 */
export const EVENT_POINTS = 40;
const EVENT_WINDOW_S = 2;
export const DROPS_BEFORE_DISCONNECT = 60;
const DROP_WINDOW_S = 30;

/** Installs the limit on each new socket of the server it is created for. */
export function limitEvents(): (socket: Socket) => void {
  const events = new RateLimiterMemory({ keyPrefix: 'socket-events', points: EVENT_POINTS, duration: EVENT_WINDOW_S });
  const drops = new RateLimiterMemory({ keyPrefix: 'socket-drops', points: DROPS_BEFORE_DISCONNECT, duration: DROP_WINDOW_S });
  return (socket) => {
    socket.use((_packet, next) => {
      events.consume(socket.id).then(() => next(), () => {
        drops.consume(socket.id).catch(() => { if (socket.connected) socket.disconnect(true); });
      });
    });
    socket.on('disconnect', () => {
      void events.delete(socket.id);
      void drops.delete(socket.id);
    });
  };
}
