import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '../../../domain/property.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { useCatalogue } from '../../../offline/catalogue/index.ts';

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

/** The listing, or offline for one never opened here, its summary from the catalogue: booking it queues as ever. */
export function useBookingProperty(id: string) {
  const query = useQuery(bookingPropertyQueryOptions(id));
  const catalogue = useCatalogue();
  const unreachable = query.error instanceof ApiError && query.error.status === 0;
  const summary = unreachable ? catalogue.listings?.find((l) => l._id === id) : undefined;
  return { data: query.data ?? summary, isError: query.isError && summary === undefined, refetch: query.refetch };
}
