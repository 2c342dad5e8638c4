import { describe, expect, it } from 'vitest';
import { activityBody, historyBody, historyCursor } from './history.ts';

describe('history bodies', () => {
  it('takes a page cursor as a decimal string within int8', () => {
    expect(historyCursor.safeParse('9223372036854775807').success).toBe(true);
    expect(historyCursor.safeParse('42').data).toBe('42');
    for (const bad of [42, '042', '-1', '1e3', '', '9223372036854775808', '99999999999999999999', ' 4']) {
      expect(historyCursor.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('pages 50 by default, 1 to 200', () => {
    expect(historyBody.parse({ kind: 'issue', id: 3 })).toEqual({ kind: 'issue', id: 3, limit: 50 });
    expect(historyBody.safeParse({ kind: 'issue', id: 3, limit: 200 }).success).toBe(true);
    expect(historyBody.safeParse({ kind: 'issue', id: 3, limit: 201 }).success).toBe(false);
    expect(historyBody.safeParse({ kind: 'issue', id: 3, limit: 1.5 }).success).toBe(false);
  });

  it('reads a time range: days in UTC (to holds its whole day) or timestamps with their offset', () => {
    expect(activityBody.parse({ from: '2024-02-29', to: '2024-02-29' })).toMatchObject({ from: '2024-02-29T00:00:00.000Z', to: '2024-03-01T00:00:00.000Z' });
    expect(activityBody.parse({ from: '2024-12-31T23:00:00+01:00', to: '2025-01-01T00:00:00.5Z' }))
      .toMatchObject({ from: '2024-12-31T22:00:00.000Z', to: '2025-01-01T00:00:00.500Z' });
    for (const bad of ['2024-02-30', '2024-02-29T10:00:00', '2024-02-29T24:00:00Z', '1899-12-31', '2201-01-01', 'today', '']) {
      expect(activityBody.safeParse({ from: bad }).success, bad).toBe(false);
    }
    expect(activityBody.safeParse({ from: '2024-03-01', to: '2024-02-29' }).error?.issues.map((i) => [i.path.join('.'), i.message]))
      .toEqual([['to', 'must be after from']]);
  });

  it('takes a person and a kind, and nothing else', () => {
    expect(activityBody.parse({ person: ' anna ', kind: 'station' })).toEqual({ person: 'anna', kind: 'station', limit: 50 });
    expect(activityBody.safeParse({ person: 'anna', who: 'x' }).success).toBe(false);
    expect(activityBody.safeParse({ kind: 'user' }).success).toBe(false);
  });
});
