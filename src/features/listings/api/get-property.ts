import { onlineManager, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Property } from '../../../domain/property.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { findCachedListing } from './get-properties.ts';

export const propertyPath = (id: string) => `/api/property/getProperty/${encodeURIComponent(id)}`;

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', id] as const,
    queryFn: ({ signal }) => api<Property>(propertyPath(id), { signal }),
    // A missing listing stays missing; only a network hiccup is worth a second try, and not while offline.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1 && onlineManager.isOnline(),
  });
}

/**
 * The listing, shown at once from the list the user came from while the full copy loads, and
 * still shown from there when the network is down (a train between stations).
 */
export function useProperty(id: string) {
  const qc = useQueryClient();
  const query = useQuery({ ...propertyQueryOptions(id), placeholderData: () => findCachedListing(qc, id) });
  const unreachable = query.error instanceof ApiError && query.error.status === 0;
  const property = query.data ?? (unreachable ? findCachedListing(qc, id) : undefined);
  return {
    property,
    isPending: query.isPending,
    notFound: query.error instanceof ApiError && query.error.status === 404,
    /** The network is down and this listing was never opened (nor listed) on this device. */
    notOnDevice: unreachable && property === undefined,
  };
}
