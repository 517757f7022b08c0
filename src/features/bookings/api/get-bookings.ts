import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MyBookingsPage } from '#src/domain/booking.ts';
import { api } from '#src/lib/api-client.ts';
import { bookingKeys } from '#src/lib/query-keys/account-keys.ts';

/** Cards per page of My Bookings: two screens of them on a phone. */
const PAGE_SIZE = 12;

/** A page of the signed-in user's pending and confirmed bookings, soonest first, with the list's two figures. */
export function getMyBookingsPage(cursor: string | null, signal?: AbortSignal): Promise<MyBookingsPage> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return api<MyBookingsPage>(`/api/property/my-bookings?${params}`, { signal });
}

export const myBookingsQueryOptions = infiniteQueryOptions({
  queryKey: bookingKeys.minePages,
  queryFn: ({ pageParam, signal }) => getMyBookingsPage(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useMyBookings() {
  return useInfiniteQuery(myBookingsQueryOptions);
}
