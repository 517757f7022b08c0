import { useQuery } from '@tanstack/react-query';
import { ApiError } from '#src/lib/api-client.ts';
import { propertyQueryOptions } from '#src/lib/property-query.ts';
import { useCatalogueListings } from '#src/offline/catalogue/index.ts';

/**
 * The listing a visit is booked for, or offline for one never opened here, its summary from the catalogue: booking it
 * queues as ever. The listing page's cache entry, so a listing opened on this device can be booked offline.
 */
export function useBookingProperty(id: string) {
  const query = useQuery(propertyQueryOptions(id));
  const unreachable = query.error instanceof ApiError && query.error.status === 0;
  // Asked of the device only when the server cannot be reached.
  const summary = useCatalogueListings([id], unreachable).byId?.get(id);
  return { data: query.data ?? summary, isError: query.isError && summary === undefined, refetch: query.refetch };
}
