import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { compareByCommute, type ListingFilter, matchesFilter } from '#src/domain/listing-filter-core.ts';
import { useFreshness } from '#src/lib/site-info.ts';
import { cachedListings } from '../api/get-properties.ts';
import { type ListingResults, listingResults } from './listing-results.ts';
import type { ServerPages } from './use-server-pages.ts';

/**
 * The list as the server's pages give it (the very first visit, before the catalogue is on the device). While the
 * answer for what is typed is on its way the previous results stay, with a cue, rather than a guess that could read
 * "No properties found" for a query that has results.
 */
export function useServerResults(pages: ServerPages, liveFilter: ListingFilter): ListingResults {
  const qc = useQueryClient();
  const freshness = useFreshness();
  const { query, served } = pages;
  // Offline with no catalogue yet (a device last used before it existed): the pages seen before, filtered (and sorted
  // by commute when asked) here.
  const seen = useMemo(
    () =>
      query.isError
        ? cachedListings(qc)
            .filter((p) => matchesFilter(p, liveFilter))
            .sort(compareByCommute(liveFilter))
        : [],
    [query.isError, qc, liveFilter],
  );
  if (query.isError) return listingResults(seen, freshness, { failed: true });
  const answered = query.data !== undefined && pages.current;
  return listingResults(served, freshness, {
    total: query.data?.pages[0]?.total ?? served.length,
    loading: query.data === undefined,
    updating: !answered && query.data !== undefined,
    hasMore: answered && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: pages.fetchMore,
  });
}
