import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A page whose load has fired; its idle callbacks run when `idle()` is called, as the browser would when idle, and
 * its animation frames when `paint()` is (then its timers run).
 */
function loadedPage() {
  const idleCallbacks: (() => void)[] = [];
  const frames: (() => void)[] = [];
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('window', {
    requestIdleCallback: (work: () => void) => idleCallbacks.push(work),
    requestAnimationFrame: (work: () => void) => frames.push(work),
    setTimeout: (work: () => void, ms: number) => setTimeout(work, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    addEventListener: () => {},
  });
  const idle = () => idleCallbacks.splice(0).forEach((work) => work());
  const paint = async () => {
    frames.splice(0).forEach((work) => work());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** Idle, a frame painted, idle again: what the first screen having shown waits for once nothing is in flight. */
  const idlePaintIdle = async () => {
    idle();
    await paint();
    idle();
  };
  return { idle, paint, idlePaintIdle };
}

/** Whether `promise` has settled by the time the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => { resolve = done; });
  return { promise, resolve };
}

describe('afterFirstScreen', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the screen\'s code and its API calls, then for the browser to be idle', async () => {
    const page = loadedPage();
    const { afterFirstScreen, trackPending } = await import('./afterFirstScreen.ts');
    const code = deferred();
    const call = deferred();
    void trackPending(code.promise);
    void trackPending(call.promise);
    const shown = afterFirstScreen();

    page.idle();
    expect(await settled(shown)).toBe(false);
    call.resolve();
    expect(await settled(shown)).toBe(false);
    page.idle();
    expect(await settled(shown)).toBe(false); // the screen's code is still loading

    code.resolve();
    expect(await settled(shown)).toBe(false); // not before the browser is idle (the screen renders first)
    page.idle();
    expect(await settled(shown)).toBe(false); // nor before a frame has painted what rendered meanwhile
    await page.paint();
    expect(await settled(shown)).toBe(false); // and the browser is idle again
    page.idle();
    expect(await settled(shown)).toBe(true);
  });

  it('waits for work that starts while it waits for the browser to be idle', async () => {
    const page = loadedPage();
    const { afterFirstScreen, trackPending } = await import('./afterFirstScreen.ts');
    const shown = afterFirstScreen();
    const query = deferred();
    void trackPending(query.promise); // a screen's second query, started before the idle callback ran
    page.idle();
    expect(await settled(shown)).toBe(false);
    query.resolve();
    expect(await settled(shown)).toBe(false);
    await page.idlePaintIdle();
    expect(await settled(shown)).toBe(true);
  });

  it('counts failed work as ended', async () => {
    const page = loadedPage();
    const { afterFirstScreen, trackPending } = await import('./afterFirstScreen.ts');
    await trackPending(Promise.reject(new Error('offline'))).catch(() => {});
    const shown = afterFirstScreen();
    await page.idlePaintIdle();
    expect(await settled(shown)).toBe(true);
  });
});
