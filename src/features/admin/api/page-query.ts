import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';

/** Rows per page of an admin table: a screenful and more of the 500 px box, few enough to answer fast. */
export const ADMIN_PAGE_SIZE = 50;

/** The query string of one page: the search text, the page size and where the previous page ended. */
function pageQuery(q: string, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/**
 * The pages of one admin list the server pages and searches (users, bookings, moderated listings), newest first,
 * narrowed by `q`. Every search's pages sit under `table` (from adminKeys), so a change can reach its row in each; a new search keeps
 * the rows on screen until its answer comes.
 */
export function useAdminPages<Page extends { nextCursor: string | null }>(table: readonly string[], path: string, q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.page(table, q, ADMIN_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) => api<Page>(`${path}?${pageQuery(q, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
