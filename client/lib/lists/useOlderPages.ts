// "Show older changes" for a paged query that may be refetched while the reader looks (a live event or a reconnect
// invalidates it): the refetch drops a next page that is on its way and brings back only the pages there were.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

type PagedQuery = Pick<UseInfiniteQueryResult<InfiniteData<unknown>>, 'data' | 'isFetching' | 'hasNextPage' | 'isFetchNextPageError' | 'fetchNextPage'>;

/**
 * What the button calls: fetches the next page and remembers how many pages were asked for (per `view`, e.g.
 * the query's key), so that a page a refetch dropped is fetched again once the refetch is done. A page that
 * failed is not asked for again until the button is pressed again.
 */
export function useOlderPages(query: PagedQuery, view: string): () => void {
  const [asked, setAsked] = useState({ view, pages: 1 });
  const loaded = query.data?.pages.length ?? 0;
  const wanted = asked.view === view ? asked.pages : 1;
  const { isFetching, hasNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (loaded > 0 && loaded < wanted && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [loaded, wanted, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);
  return useCallback(() => {
    setAsked({ view, pages: loaded + 1 });
    void fetchNextPage();
  }, [view, loaded, fetchNextPage]);
}
