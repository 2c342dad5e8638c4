import { describe, expect, it } from 'vitest';
import type { Sql } from '../db/sql.ts';
import { changeAnnouncer } from './changeAnnouncer.ts';

/** A stand-in for postgres.js that records the payloads of each NOTIFY statement, answering after 10 ms. */
function fakeSql(fail = false) {
  const statements: string[][] = [];
  const sql = ((_strings: TemplateStringsArray, ...values: unknown[]) => {
    statements.push([values[1] as string | string[]].flat().map((payload) => JSON.parse(payload).id));
    return new Promise((resolve, reject) => setTimeout(() => (fail ? reject(new Error('gone')) : resolve([])), 10));
  }) as unknown as Sql;
  return { sql, statements };
}

const stored = (id: string) => ({ id, change: { type: 'products' as const, sid: 1 } });

describe('changeAnnouncer', () => {
  it('sends the first at once and what comes meanwhile together in the next statement, resolving each once sent', async () => {
    const { sql, statements } = fakeSql();
    const announce = changeAnnouncer(sql, () => {});
    const first = announce([stored('1')]);
    expect(statements).toEqual([['1']]);
    const second = announce([stored('2')]);
    const third = announce([stored('3'), stored('4')]);
    await Promise.all([first, second, third]);
    expect(statements).toEqual([['1'], ['2', '3', '4']]);
    await announce([stored('5')]);
    expect(statements).toEqual([['1'], ['2', '3', '4'], ['5']]);
  });

  it('logs a failed statement and still resolves (the other nodes find those changes in the outbox)', async () => {
    const { sql } = fakeSql(true);
    const logged: string[] = [];
    await changeAnnouncer(sql, (message) => logged.push(message))([stored('1')]);
    expect(logged).toEqual(['announcing changes failed (the other nodes find them in the outbox)']);
  });
});
