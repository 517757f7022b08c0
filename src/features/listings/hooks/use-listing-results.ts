import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { filterToParams, matchesFilter, type ListingFilter } from '../../../domain/listing-filter.ts';
import type { Property } from '../../../domain/property.ts';
import { cachedListings, propertiesQueryOptions } from '../api/get-properties.ts';

/**
 * The list the page shows. The server is asked for `serverFilter` (the URL's) and its total is the
 * count. Until it answers for exactly what is typed - and whenever it cannot answer, e.g. offline -
 * the shared predicate filters every listing already on the device, so each keystroke shows at once.
 */
export function useListingResults(liveFilter: ListingFilter, serverFilter: ListingFilter) {
  const qc = useQueryClient();
  const query = useInfiniteQuery({ ...propertiesQueryOptions(serverFilter), placeholderData: keepPreviousData });
  const inStep = filterToParams(liveFilter).toString() === filterToParams(serverFilter).toString();
  const answered = query.data !== undefined && !query.isPlaceholderData && inStep;

  const pool = useMemo<Property[]>(
    () => (answered && query.data ? query.data.pages.flatMap((page) => page.properties) : cachedListings(qc)),
    [answered, query.data, qc],
  );
  const properties = useMemo(() => pool.filter((p) => matchesFilter(p, liveFilter)), [pool, liveFilter]);

  // The last try to reach the server failed (offline): what is shown, and counted, is what the device holds.
  const unreachable = query.isError;
  return {
    properties,
    total: answered && !unreachable && query.data ? (query.data.pages[0]?.total ?? properties.length) : properties.length,
    /** Nothing to show yet and the first answer is on its way. */
    loading: query.isPending && properties.length === 0,
    /** The server could not be reached: what is shown comes from the device alone. */
    failed: unreachable,
    hasMore: answered && !unreachable && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
