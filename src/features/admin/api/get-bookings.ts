import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminBookingsPage } from '../../../domain/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE, pageQuery } from './page-query.ts';

/** A page of every booking on the site, newest first, property and user populated, narrowed on the server by `q`. */
export function getBookingsPage(q: string, cursor: string | null, signal?: AbortSignal): Promise<AdminBookingsPage> {
  return api<AdminBookingsPage>(`/api/admin/bookings?${pageQuery(q, cursor)}`, { signal });
}

/** Every search's pages share this root, so a status change can reach the row in each. */
export const ADMIN_BOOKINGS_KEY = ['admin', 'bookings'] as const;

export const adminBookingsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_BOOKINGS_KEY, { q, limit: ADMIN_PAGE_SIZE }] as const,
    queryFn: ({ pageParam, signal }) => getBookingsPage(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search keeps the rows on screen until its answer comes.
    placeholderData: keepPreviousData,
  });

export function useAdminBookings(q: string) {
  return useInfiniteQuery(adminBookingsQueryOptions(q));
}
