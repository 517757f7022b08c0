import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCatalogueListings } from '#src/offline/catalogue/index.ts';
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
  const property = query.data ?? (unreachable ? findCachedListing(qc, id) : undefined);
  /** Offline, a listing never opened here is still in the catalogue: its card's facts, without photos or description. */
  const fromDevice = useCatalogueListings([id], unreachable && property === undefined);
  const fromDeviceWanted = unreachable && property === undefined;
  const summary = fromDeviceWanted ? fromDevice.byId?.get(id) : undefined;
  return {
    property,
    summary,
    // Offline, the device's answer is on its way from the catalogue worker.
    isPending: query.isPending || (fromDeviceWanted && fromDevice.pending),
    notFound: query.error instanceof ApiError && query.error.status === 404,
    /** The network is down and this listing is on this device in no form at all. */
    notOnDevice: fromDeviceWanted && summary === undefined && !fromDevice.pending,
  };
}
