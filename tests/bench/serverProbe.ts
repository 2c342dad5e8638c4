// Loaded into a server process by the soak benchmark (node --expose-gc --import tsx --import this): every
// PROBE_EVERY_MS, after a full garbage collection (so that the heap shows what is held, not what V8 has not
// collected yet), prints one line PROBE_PREFIX + {rss, heap, delayP50, delayP99, delayMax}: bytes, and the
// event loop's delay in ms over the interval since the last line.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('serverProbe.ts needs node --expose-gc');
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
setInterval(() => {
  const ms = (ns: number) => ns / 1e6;
  const delays = { delayP50: ms(delay.percentile(50)), delayP99: ms(delay.percentile(99)), delayMax: ms(delay.max) };
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  console.log(`${process.env.PROBE_PREFIX}${JSON.stringify({ rss, heap: heapUsed, ...delays })}`);
  // The forced collection delays the loop itself: start counting again once that delay has been recorded.
  setTimeout(() => delay.reset(), 30).unref();
}, Number(process.env.PROBE_EVERY_MS ?? 1000)).unref();
