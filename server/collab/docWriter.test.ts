import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLAB_FLUSH_MS } from '../../shared/collab.ts';
import { seedUpdate } from './docText.ts';
import { DocWriter, type DocWriterDeps } from './docWriter.ts';
import { LiveDoc } from './liveDoc.ts';
import { singleNodeLink } from './nodeLink.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('a flush that keeps failing', () => {
  it('is retried after 1 s, doubling up to 60 s, and says so with the record name', async () => {
    vi.useFakeTimers();
    // Every call on the database (or whatever stands between the writer and it) fails.
    const away = new Proxy({}, { get: () => () => Promise.reject(new Error('database away')) });
    const logged: string[] = [];
    const live = new LiveDoc('station:12', 'station', [seedUpdate({ comments: 'Coil tuned.' })], { onClientUpdate() {}, whenStored: async () => {}, onAwareness() {}, onEmpty() {} });
    const deps = { sql: away, writes: away, link: singleNodeLink, log: (message: string) => logged.push(message) };
    const writer = new DocWriter(live, 12, deps as unknown as DocWriterDeps);

    writer.textChanged('anna');
    await vi.advanceTimersByTimeAsync(COLLAB_FLUSH_MS.station);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(logged.slice(0, 8)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]
      .map((ms) => `writing the text of station:12 failed; retrying in ${ms} ms`));
    // Ten minutes of outage: 7 attempts to reach the cap (127 s), then one a minute; not 600 at one a second.
    expect(logged.length).toBeGreaterThanOrEqual(14);
    expect(logged.length).toBeLessThanOrEqual(16);
    writer.discard();
    live.destroy();
  });
});
