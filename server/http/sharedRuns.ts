/**
 * A read that many clients ask for at once (the NCR dashboard: every open screen refetches after a change)
 * run for all of them together. While a run is under way, callers that come meanwhile wait for the next run,
 * which starts when it ends and answers them all. So the database does one run at a time however many ask,
 * and every caller's answer is read after it asked: it holds every write committed before (a run already
 * under way might not).
 */
export function sharedRuns<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = read();
    current = run;
    const done = () => { if (current === run) current = null; };
    run.then(done, done);
    return run;
  };
  return () => {
    if (!current) return start();
    queued ??= current.then(() => undefined, () => undefined).then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}
