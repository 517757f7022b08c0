import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../domain/booking.ts';
import { api } from '../../../lib/api-client.ts';

/** Every booking on the site, property and user populated. */
export function getAllBookings(signal?: AbortSignal): Promise<Booking[]> {
  return api<Booking[]>('/api/admin/get-bookings', { signal });
}

export const adminBookingsQueryOptions = queryOptions({
  queryKey: ['admin', 'bookings'] as const,
  queryFn: ({ signal }) => getAllBookings(signal),
});

export function useAdminBookings() {
  return useQuery(adminBookingsQueryOptions);
}
