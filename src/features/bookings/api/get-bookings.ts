import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../domain/booking.ts';
import { api } from '../../../lib/api-client.ts';

/** The signed-in user's pending and confirmed bookings, property and user populated. */
export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return api<Booking[]>('/api/property/getbookings', { signal });
}

export const myBookingsQueryOptions = queryOptions({
  queryKey: ['bookings', 'mine'] as const,
  queryFn: ({ signal }) => getMyBookings(signal),
});

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions);
}
