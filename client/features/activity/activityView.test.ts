import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityFilterOf, readActivityView, writeActivityView } from './activityView.ts';

const read = (query: string) => readActivityView(new URLSearchParams(query));

describe("the Activity page's view in the URL", () => {
  it('reads every filter, and writes back only what is set, in a fixed order', () => {
    const view = read('to=2024-06-30&kind=issue&person=anna&from=2024-06-01');
    expect(view).toEqual({ person: 'anna', kind: 'issue', from: '2024-06-01', to: '2024-06-30' });
    expect(writeActivityView(view).toString()).toBe('person=anna&kind=issue&from=2024-06-01&to=2024-06-30');
    expect(writeActivityView({ kind: 'station' }).toString()).toBe('kind=station');
    expect(writeActivityView({}).toString()).toBe('');
    expect(read('')).toEqual({});
  });

  it('leaves out what is not valid instead of failing', () => {
    expect(read('person=&kind=kiosk&from=yesterday&to=2024-02-30')).toEqual({});
    expect(read(`person=${'x'.repeat(500)}`)).toEqual({});
    expect(read('person=%20jonas%20&kind=Station&from=1800-01-01&to=2024-13-01')).toEqual({ person: 'jonas' });
    expect(read('from=2024-06-01T10:00:00Z&to=20240601')).toEqual({});
    // A range that ends before it starts keeps its start; one day is a range too.
    expect(read('from=2024-06-10&to=2024-06-01')).toEqual({ from: '2024-06-10' });
    expect(read('from=2024-06-10&to=2024-06-10')).toEqual({ from: '2024-06-10', to: '2024-06-10' });
  });
});

describe('the activity call of a view', () => {
  // The reader's days: the test takes a time zone with an offset (which Node applies when TZ changes).
  beforeAll(() => { vi.stubEnv('TZ', 'Europe/Berlin'); });
  afterAll(() => { vi.unstubAllEnvs(); });

  it("covers the reader's own days: from the start of `from` to the end of `to`", () => {
    expect(activityFilterOf({ person: 'anna', kind: 'station', from: '2024-06-01', to: '2024-06-30' })).toEqual({
      person: 'anna', kind: 'station', from: '2024-05-31T22:00:00.000Z', to: '2024-06-30T22:00:00.000Z',
    });
    // Winter time, and the last day of a month.
    expect(activityFilterOf({ from: '2024-01-31', to: '2024-01-31' })).toEqual({ from: '2024-01-30T23:00:00.000Z', to: '2024-01-31T23:00:00.000Z' });
    expect(activityFilterOf({})).toEqual({});
  });

  it('leaves out a day whose bound falls outside the years the call takes', () => {
    // East of Greenwich, 1900-01-01 starts in 1899 (UTC); 2200-12-31 still ends in 2200.
    expect(read('from=1900-01-01&to=2200-12-31')).toEqual({ to: '2200-12-31' });
    expect(read('from=1900-01-02&to=2201-01-01')).toEqual({ from: '1900-01-02' });
  });
});
