import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ModeratedListingsPage } from '../../../domain/moderation.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE, pageQuery } from '../api/page-query.ts';

/** GET /api/admin/listings: a page of every listing, hidden ones too, searched on the server so all are in reach. */
export function getModeratedListingsPage(q: string, cursor: string | null, signal?: AbortSignal): Promise<ModeratedListingsPage> {
  return api<ModeratedListingsPage>(`/api/admin/listings?${pageQuery(q, cursor)}`, { signal });
}

export function useModeratedListings(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'moderation', 'listings', { q, limit: ADMIN_PAGE_SIZE }] as const,
      queryFn: ({ pageParam, signal }) => getModeratedListingsPage(q, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // A new search keeps the rows on screen until its answer comes.
      placeholderData: keepPreviousData,
    }),
  );
}
