import type { Change } from '../changes/change.ts';
import type { BlobStore } from './blobStore.ts';

/**
 * How long a blob no row names is kept after it was last stored or uploaded again. An upload stores its bytes
 * and then, within milliseconds, inserts the row that names them: the grace keeps those bytes meanwhile (and on
 * PostgreSQL another node's), and far longer, so that nothing tight depends on it.
 */
export const SWEEP_GRACE_SECONDS = 600;
/** Blobs removed by one statement; a sweep goes on until none is left. */
export const SWEEP_BATCH = 100;
/** Besides after every write that can leave a blob unnamed: what the grace kept, and what another node left. */
const SWEEP_EVERY_MS = 5 * 60_000;

export interface BlobSweeper {
  /** A write may have left blobs that no row names: sweep once it is done (a later call joins a waiting sweep). */
  soon(): void;
  /** Sweeps now, until nothing is left to remove; how many blobs went (tests). */
  now(): Promise<number>;
  close(): Promise<void>;
}

/** Whether a committed change may have left a blob that no row names: an attachment, an NCR, a station or an image gone. */
export function mayOrphanBlobs(change: Change): boolean {
  return change.type === 'attachments' || change.type === 'issueDeleted' || change.type === 'stationDeleted'
    || (change.type === 'station' && (change.fields === undefined || change.fields.includes('image')));
}

/**
 * Removes what no row names any more (its row in `blobs`, and its file or chunks) every few minutes and after a
 * write that may have left some (see mayOrphanBlobs), one sweep at a time. A failed sweep (the database away, a
 * row inserted meanwhile that names a blob being removed) is logged and tried again later.
 */
export function startBlobSweeper(store: BlobStore, log: (message: string, error: unknown) => void): BlobSweeper {
  let running: Promise<number> | null = null;
  let again = false;
  const sweepAll = async () => {
    let total = 0;
    for (;;) {
      const removed = await store.sweep();
      total += removed;
      if (removed < SWEEP_BATCH) return total;
    }
  };
  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = sweepAll().finally(() => {
      running = null;
      if (again) {
        again = false;
        soon();
      }
    });
    return running;
  };
  const soon = () => { run().catch((error: unknown) => log('removing unused files failed', error)); };
  const timer = setInterval(soon, SWEEP_EVERY_MS);
  timer.unref();
  soon();
  return {
    soon,
    now: async () => {
      await running?.catch(() => 0);
      return run();
    },
    async close() {
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
