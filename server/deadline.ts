/**
 * Waits for `work` at most `ms` milliseconds: true when it settled in time (a rejection counts as settled;
 * the caller reports its own errors). Shutdown steps use it, so that a database that went away cannot hold
 * a stopping server open.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), ms); });
  try {
    return await Promise.race([work.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
