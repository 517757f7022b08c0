import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { filterToParams, type ListingFilter } from '#src/domain/listing-filter-core.ts';
import { propertiesQueryOptions } from '../api/get-properties.ts';

/**
 * The server's pages for `serverFilter` (the URL's), fetched one "Load more" at a time. Both sources read them: the
 * server's list is made of them, and the catalogue's cards take every photo of a listing from them.
 */
export function useServerPages(liveFilter: ListingFilter, serverFilter: ListingFilter, enabled: boolean) {
  const query = useInfiniteQuery({ ...propertiesQueryOptions(serverFilter), placeholderData: keepPreviousData, enabled });
  const served = useMemo<ListingSummary[]>(() => query.data?.pages.flatMap((page) => page.properties) ?? [], [query.data]);
  return {
    query,
    /** Every listing of the pages fetched, in the server's order. */
    served,
    /** The pages answer what is typed (not an earlier filter's, kept on screen while the new answer comes). */
    current: filterToParams(liveFilter).toString() === filterToParams(serverFilter).toString() && !query.isPlaceholderData,
    fetchMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

export type ServerPages = ReturnType<typeof useServerPages>;
