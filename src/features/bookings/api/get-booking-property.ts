import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '../../../domain/property.ts';
import { api } from '../../../lib/api-client.ts';

/** The listing a visit is booked for (GET /api/property/getProperty/{id}). */
export function getBookingProperty(id: string, signal?: AbortSignal): Promise<Property> {
  return api<Property>(`/api/property/getProperty/${encodeURIComponent(id)}`, { signal });
}

export const bookingPropertyQueryOptions = (id: string) =>
  queryOptions({
    // The listing page's cache entry for the same answer, so a listing opened on this device can be booked offline.
    queryKey: ['properties', 'detail', id] as const,
    queryFn: ({ signal }) => getBookingProperty(id, signal),
  });

export function useBookingProperty(id: string) {
  return useQuery(bookingPropertyQueryOptions(id));
}
