import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A page whose load has fired; its idle callbacks run when `idle()` is called, as the browser would when idle, its
 * animation frames when `frame()` is, and `press()` is the user's pointer going down on it.
 */
function loadedPage() {
  const idleCallbacks: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const input = new EventTarget();
  const requestIdleCallback = (work: () => void) => idleCallbacks.push(work);
  vi.stubGlobal('document', { readyState: 'complete', visibilityState: 'visible', addEventListener: () => {}, removeEventListener: () => {} });
  vi.stubGlobal('window', {
    requestIdleCallback,
    setTimeout: (work: () => void, ms: number) => setTimeout(work, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    addEventListener: input.addEventListener.bind(input),
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
  const press = () => input.dispatchEvent(new Event('pointerdown'));
  return { idle, frame, idleThenPainted, press };
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

  it('ends at the user\'s first press, whatever is still in flight: what they set off is not the screen\'s', async () => {
    const page = loadedPage();
    const { afterFirstScreen, firstScreenShown, trackPending } = await import('./afterFirstScreen.ts');
    const shown = afterFirstScreen();
    void trackPending(new Promise(() => {})); // e.g. the next page of a long history, slow to come
    page.idle();
    expect(await settled(shown)).toBe(false);
    page.press();
    expect(firstScreenShown()).toBe(true);
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
