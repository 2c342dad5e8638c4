// Writes to this device (IndexedDB) that have not completed yet: edits kept for later are only safe once
// written, so while any is under way closing the tab makes the browser ask first. The count shows on
// <html data-device-writes> too, for the browser tests.
let unwritten = 0;
const underWay = new Set<Promise<unknown>>();

function count(change: number): void {
  unwritten += change;
  if (typeof document !== 'undefined') document.documentElement.dataset.deviceWrites = String(unwritten);
}

/** Counts `write` as under way until it settles; returns it. */
export function trackDeviceWrite<T>(write: Promise<T>): Promise<T> {
  count(1);
  underWay.add(write);
  return write.finally(() => {
    underWay.delete(write);
    count(-1);
  });
}

/** Resolves once every write to this device started so far (and those they start) has settled. */
export async function allDeviceWritten(): Promise<void> {
  while (underWay.size > 0) await Promise.allSettled([...underWay]);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => { if (unwritten > 0) event.preventDefault(); });
}
