import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCatalogue } from '#src/offline/catalogue/index.ts';
import { ApiError } from '#src/lib/api-client.ts';
import { propertyQueryOptions } from '#src/lib/property-query.ts';
import { findCachedListing } from './get-properties.ts';

/**
 * The listing, shown at once from the list the user came from while the full copy loads, and
 * still shown from there when the network is down (a train between stations).
 */
export function useProperty(id: string) {
  const qc = useQueryClient();
  const query = useQuery({ ...propertyQueryOptions(id), placeholderData: () => findCachedListing(qc, id) });
  const unreachable = query.error instanceof ApiError && query.error.status === 0;
  const catalogue = useCatalogue();
  const property = query.data ?? (unreachable ? findCachedListing(qc, id) : undefined);
  /** Offline, a listing never opened here is still in the catalogue: its card's facts, without photos or description. */
  const summary = unreachable && property === undefined ? catalogue.listings?.find((l) => l._id === id) : undefined;
  return {
    property,
    summary,
    isPending: query.isPending,
    notFound: query.error instanceof ApiError && query.error.status === 404,
    /** The network is down and this listing is on this device in no form at all. */
    notOnDevice: unreachable && property === undefined && summary === undefined,
  };
}
