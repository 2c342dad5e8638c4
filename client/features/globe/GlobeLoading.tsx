import classes from './GlobePage.module.css';

/** The count line's words while the stations come in. */
export const COUNT_LOADING = 'Loading…';

/**
 * The globe while its code comes in (the route's HydrateFallback, in the first bundle: plain elements, no UI kit):
 * the dark page with its title, and the loading notice in the middle, as the page itself shows them next.
 */
export function GlobeLoading() {
  return (
    <main className={classes.page}>
      <div className={classes.top}>
        <div className={classes.panel}>
          <h1 className={classes.title}>World</h1>
          <p className={classes.count}>{COUNT_LOADING}</p>
        </div>
      </div>
      <GlobeLoadingNotice />
    </main>
  );
}

/** A spinner and "Loading the globe…" in the middle of the page, until the first full frame. */
export function GlobeLoadingNotice() {
  return (
    <div className={`${classes.notice} ${classes.loading}`} role="status" data-testid="globe-loading">
      <span className={classes.spinner} aria-hidden />
      <span>Loading the globe…</span>
    </div>
  );
}
