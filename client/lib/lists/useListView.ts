// A list screen's view in the URL (listView.ts) and in session storage. Typing in the search box replaces the
// URL (Back is not flooded with one entry a keystroke); a filter, sort or page change pushes one, so Back and
// Forward move between views. Opening the list without a view in its URL (the menu link, a reload of the bare
// path) restores the last one from session storage; Back or Forward to a bare URL shows the default view.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { hasListView, readListView, toggleSort, writeListView, type ListView, type ListViewSpec } from './listView.ts';

function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage refused (privacy settings): the URL alone keeps the view
  }
}

function writeStored(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // as above
  }
}

export interface ListViewState<F extends number, K extends string> {
  /** The view; `search` is what the search box holds (ahead of the URL while typing). */
  view: ListView<F, K>;
  setSearch(value: string): void;
  setFilter(value: F): void;
  /** A header click: sorts by that column, or reverses it when it is the sorted one. */
  sortBy(key: K): void;
  setPage(page: number): void;
}

/** `spec` must be a constant (module level). */
export function useListView<F extends number, K extends string>(spec: ListViewSpec<F, K>): ListViewState<F, K> {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const location = useLocation();
  const opening = useRef(true);

  const stored = readStored(spec.storageKey);
  const restore = !hasListView(params, spec) && !!stored && (opening.current || navigationType !== 'POP');
  const query = restore ? stored : params.toString();
  const urlView = useMemo(() => readListView(new URLSearchParams(query), spec), [query, spec]);

  useEffect(() => { opening.current = false; }, []);
  useEffect(() => {
    if (restore) setParams(writeListView(urlView, spec, new URLSearchParams(query)), { replace: true });
    else writeStored(spec.storageKey, writeListView(urlView, spec).toString());
  }, [restore, urlView, spec, query, setParams]);

  // The search box shows what is typed at once; the URL follows (React Router renders navigations as
  // transitions, so a keystroke can be ahead of it). A URL search that is one of ours still on its way is not
  // put back into the box; any other (Back, Forward, a link) is.
  const [typed, setTyped] = useState(urlView.search);
  const inFlight = useRef(new Set<string>());
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const ours = navigationType !== 'POP' && inFlight.current.has(urlView.search);
    if (!ours || urlView.search === typed) inFlight.current.clear();
    if (!ours && typed !== urlView.search) setTyped(urlView.search);
  }

  // The setters keep their identity (a memoised table does not re-render for them) and read the latest view.
  const latest = useRef({ typed, query, setParams });
  useLayoutEffect(() => { latest.current = { typed, query, setParams }; });

  // A navigation is shown only once it has rendered (a transition, after the route's loaders): until then the URL
  // shown is the one before it. The queries asked for and not shown yet, oldest first, so that a change made in
  // the meantime (a search typed right after choosing a filter) builds on the one before, not on what is shown.
  const asked = useRef<string[]>([]);
  const shownQuery = params.toString();
  useLayoutEffect(() => {
    const at = asked.current.indexOf(shownQuery);
    // Ours: those after it are still on their way. Anything else (Back, Forward, a link) replaces them.
    asked.current = navigationType === 'POP' || at < 0 ? [] : asked.current.slice(at + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation shown, with what it shows
  }, [location.key]);

  const commit = useCallback((next: (view: ListView<F, K>) => Partial<ListView<F, K>>, replace: boolean) => {
    const current = latest.current;
    const query = asked.current.at(-1) ?? current.query;
    const base = { ...readListView(new URLSearchParams(query), spec), search: current.typed };
    const view = { ...base, ...next(base) };
    const params = writeListView(view, spec, new URLSearchParams(query));
    asked.current.push(params.toString());
    writeStored(spec.storageKey, writeListView(view, spec).toString());
    current.setParams(params, { replace });
  }, [spec]);

  const setSearch = useCallback((value: string) => {
    setTyped(value);
    inFlight.current.add(value);
    commit(() => ({ search: value, page: 1 }), true);
  }, [commit]);
  const setFilter = useCallback((filter: F) => commit(() => ({ filter, page: 1 }), false), [commit]);
  const sortBy = useCallback((key: K) => commit((view) => ({ sort: toggleSort(view.sort, key), page: 1 }), false), [commit]);
  const setPage = useCallback((page: number) => commit(() => ({ page }), false), [commit]);

  const view = useMemo(() => ({ ...urlView, search: typed }), [urlView, typed]);
  return { view, setSearch, setFilter, sortBy, setPage };
}
