import os from 'node:os';
import sharp from 'sharp';
import { busy } from '../errors.ts';

// sharp runs each pipeline on a thread of libuv's threadpool (UV_THREADPOOL_SIZE, 4 by default), the same pool
// on which scrypt hashes passwords at login, and each pipeline fans out over sharp.concurrency() libvips
// threads. Unbounded, 8 renders of a 40 MP image took every pool thread and every core, and a login waited
// seconds behind them. So: one libvips thread per pipeline, and at most IMAGE_WORK_CONCURRENCY pipelines at
// once, which leaves a core for the event loop and two pool threads for scrypt, zlib and the file system.
sharp.concurrency(1);
// libvips' own operation cache keys on the input buffer, and every request brings a new one from the
// database: it would only hold decoded pixels that are never asked for again. Renders are cached by etag instead.
sharp.cache(false);

const THREADPOOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const IMAGE_WORK_CONCURRENCY = Math.max(1, Math.min(os.availableParallelism() - 1, THREADPOOL_SIZE - 2));
/** Image jobs that may wait for a turn; past that a request answers 503 instead of queueing without end. */
export const IMAGE_WORK_QUEUE_MAX = 32;
export const IMAGE_WORK_RETRY_AFTER_SECONDS = 2;

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `job` (decoding or rendering an image) once fewer than IMAGE_WORK_CONCURRENCY jobs run. A job whose
 * `signal` aborts (its client went away) leaves the queue, or does not start, with the signal's reason.
 */
export async function runImageWork<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  signal?.throwIfAborted();
  if (running < IMAGE_WORK_CONCURRENCY) running++;
  else if (waiting.length >= IMAGE_WORK_QUEUE_MAX) {
    throw busy('The server is busy with images; try again shortly', IMAGE_WORK_RETRY_AFTER_SECONDS);
  } else {
    await waitForTurn(signal); // the job that finishes hands its slot over: `running` stays as it is
  }
  try {
    signal?.throwIfAborted();
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function waitForTurn(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const start = () => {
      signal?.removeEventListener('abort', leave);
      resolve();
    };
    const leave = () => {
      waiting.splice(waiting.indexOf(start), 1);
      reject(signal!.reason);
    };
    waiting.push(start);
    signal?.addEventListener('abort', leave, { once: true });
  });
}
