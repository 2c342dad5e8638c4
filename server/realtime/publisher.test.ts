import { describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime.ts';
import type { Sql } from '../db/sql.ts';
import { createPublisher, type RealtimeServer } from './publisher.ts';

/** A Socket.IO server whose node has sockets in `occupied` rooms, recording what it emits to which room. */
function fakeIo(occupied: string[]) {
  const emitted: string[] = [];
  const io = {
    local: { to: (room: string | string[]) => ({ emit: (event: string) => { emitted.push(`${String(room)} ${event}`); } }) },
    of: () => ({ adapter: { rooms: new Map(occupied.map((room) => [room, new Set(['socket-1'])])) } }),
  } as unknown as RealtimeServer;
  return { io, emitted };
}

/** A stand-in for postgres.js that counts the statements built and finds no rows. */
function fakeSql() {
  const statements: string[] = [];
  const sql = ((strings: TemplateStringsArray) => {
    statements.push(strings.join('?'));
    return Promise.resolve([]);
  }) as unknown as Sql;
  return { sql, statements };
}

const customerChanged = { type: 'station' as const, sid: 7, fields: ['customer'] };

describe('createPublisher', () => {
  it('reads nothing for a change whose rooms have no socket on this node', async () => {
    const { io, emitted } = fakeIo([rooms.activity]);
    const { sql, statements } = fakeSql();
    const publisher = createPublisher(io, sql);
    publisher.publish(customerChanged);
    await publisher.idle();
    expect(statements).toEqual([]);
    expect(emitted).toEqual([`${rooms.activity} activity`]);
  });

  it('reads the record once for the rooms of this node that show it', async () => {
    const { io } = fakeIo([rooms.station(7), rooms.stations]);
    const { sql, statements } = fakeSql();
    const publisher = createPublisher(io, sql);
    publisher.publish(customerChanged);
    await publisher.idle();
    expect(statements.filter((text) => text.includes('from stations s'))).toHaveLength(1);
  });
});
