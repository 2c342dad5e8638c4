import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A page whose load has fired; its idle callbacks run when `idle()` is called, as the browser would when idle, and
 * its animation frames when `frame()` is.
 */
function loadedPage() {
  const idleCallbacks: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const requestIdleCallback = (work: () => void) => idleCallbacks.push(work);
  vi.stubGlobal('document', { readyState: 'complete', visibilityState: 'visible', addEventListener: () => {}, removeEventListener: () => {} });
  vi.stubGlobal('window', {
    requestIdleCallback,
    setTimeout: (work: () => void, ms: number) => setTimeout(work, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    addEventListener: () => {},
  });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal('requestAnimationFrame', (work: () => void) => frames.push(work));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  const idle = () => idleCallbacks.splice(0).forEach((work) => work());
  const frame = () => frames.splice(0).forEach((work) => work());
  /** Idle, two frames, idle again: what the first screen having shown waits for once nothing is in flight. */
  const idleThenPainted = () => {
    idle();
    frame();
    frame();
    idle();
  };
  return { idle, frame, idleThenPainted };
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
    expect(await settled(shown)).toBe(false); // nor before what rendered meanwhile is on the screen
    page.frame();
    page.frame();
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
    page.idleThenPainted();
    expect(await settled(shown)).toBe(true);
  });

  it('counts failed work as ended', async () => {
    const page = loadedPage();
    const { afterFirstScreen, trackPending } = await import('./afterFirstScreen.ts');
    await trackPending(Promise.reject(new Error('offline'))).catch(() => {});
    const shown = afterFirstScreen();
    page.idleThenPainted();
    expect(await settled(shown)).toBe(true);
  });
});
