// Loaded into a server process by npm run bench:export (node --expose-gc --import this): a full garbage collection
// every GC_EVERY_MS, so that the process's RSS shows what it holds rather than the garbage V8 has not collected yet.
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('promptGc.ts needs node --expose-gc');
setInterval(gc, Number(process.env.GC_EVERY_MS ?? 25)).unref();
