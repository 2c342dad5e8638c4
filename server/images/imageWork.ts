import os from 'node:os';
import sharp from 'sharp';
import { busy, tooManyAttempts } from '../errors.ts';

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
/**
 * Image jobs one caller may have waiting; past that its next one answers 429. A browser keeps at most 6
 * requests open to one host, so a screen never needs more, while one caller cannot fill the whole queue and
 * leave the others its 503s.
 */
export const IMAGE_WORK_CALLER_MAX = 8;
export const IMAGE_WORK_RETRY_AFTER_SECONDS = 2;

export interface ImageWorkOptions {
  /** Whose job it is (a principal: 'user:5', 'kiosk:2'): callers take turns. Work for nobody in particular shares ''. */
  caller?: string;
  /** Aborts when the client has gone: the job leaves the queue, or does not start, with the signal's reason. */
  signal?: AbortSignal | undefined;
}

let running = 0;
let waiting = 0;
/**
 * The waiting jobs, one lane per caller, in the order the callers get their next turn (a Map keeps insertion
 * order): a free slot goes to the first lane's oldest job, and that lane moves to the back. So a caller who
 * asks for 40 renders waits for them in turn with the others instead of putting 40 jobs in front of them: a
 * job waits for at most one job of each other caller with work waiting, whatever their queues hold.
 */
const lanes = new Map<string, (() => void)[]>();
/**
 * Whose job started last. A caller that comes while another's job runs gets the next turn, before that other's
 * next job (as a round robin would once the running job's turn ended): a thumbnail asked for in the middle of
 * someone's flood waits for the render under way, not for one more.
 */
let lastStarted: string | undefined;

/**
 * Runs `job` (decoding or rendering an image) once fewer than IMAGE_WORK_CONCURRENCY jobs run, taking turns
 * between callers. Refused with 429 when the caller already has IMAGE_WORK_CALLER_MAX jobs waiting, and 503
 * when IMAGE_WORK_QUEUE_MAX jobs wait in all.
 */
export async function runImageWork<T>(job: () => Promise<T>, { caller = '', signal }: ImageWorkOptions = {}): Promise<T> {
  signal?.throwIfAborted();
  if (running < IMAGE_WORK_CONCURRENCY) {
    running++;
    lastStarted = caller;
  } else if ((lanes.get(caller)?.length ?? 0) >= IMAGE_WORK_CALLER_MAX) {
    throw tooManyAttempts('Too many images asked for at once; try again shortly', IMAGE_WORK_RETRY_AFTER_SECONDS);
  } else if (waiting >= IMAGE_WORK_QUEUE_MAX) {
    throw busy('The server is busy with images; try again shortly', IMAGE_WORK_RETRY_AFTER_SECONDS);
  } else {
    await waitForTurn(caller, signal); // the job that finishes hands its slot over: `running` stays as it is
  }
  try {
    signal?.throwIfAborted();
    return await job();
  } finally {
    const next = nextTurn();
    if (next) next();
    else running--;
  }
}

/** How many image jobs run and wait now (the tests use it to know that requests have reached the queue). */
export function imageWorkLoad(): { running: number; waiting: number } {
  return { running, waiting };
}

/**
 * The oldest job of the caller whose turn it is (the first lane's, unless that caller's job started last and
 * another caller waits), taken out of its lane; that caller goes to the back.
 */
function nextTurn(): (() => void) | undefined {
  let turn: [string, (() => void)[]] | undefined;
  for (const entry of lanes) {
    turn ??= entry;
    if (entry[0] !== lastStarted) {
      turn = entry;
      break;
    }
  }
  if (!turn) return undefined;
  const [caller, lane] = turn;
  const start = lane.shift()!;
  lanes.delete(caller);
  if (lane.length > 0) lanes.set(caller, lane);
  waiting--;
  lastStarted = caller;
  return start;
}

function waitForTurn(caller: string, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const start = () => {
      signal?.removeEventListener('abort', leave);
      resolve();
    };
    const leave = () => {
      const lane = lanes.get(caller)!;
      lane.splice(lane.indexOf(start), 1);
      if (lane.length === 0) lanes.delete(caller);
      waiting--;
      reject(signal!.reason);
    };
    const lane = lanes.get(caller);
    if (lane) lane.push(start);
    else lanes.set(caller, [start]);
    waiting++;
    signal?.addEventListener('abort', leave, { once: true });
  });
}
