// Writes to this device (IndexedDB) that have not completed yet: edits kept for later are only safe once
// written, so while any is under way closing the tab makes the browser ask first. The count shows on
// <html data-device-writes> too, for the browser tests.
let unwritten = 0;

function count(change: number): void {
  unwritten += change;
  if (typeof document !== 'undefined') document.documentElement.dataset.deviceWrites = String(unwritten);
}

/** Counts `write` as under way until it settles; returns it. */
export function trackDeviceWrite<T>(write: Promise<T>): Promise<T> {
  count(1);
  return write.finally(() => count(-1));
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', (event) => { if (unwritten > 0) event.preventDefault(); });
}
