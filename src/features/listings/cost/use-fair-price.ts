import type { FairPrice, PricedListing } from '#src/domain/fair-price.ts';
import { coversStations, useCatalogue, useCatalogueFairPrice } from '#src/offline/catalogue/index.ts';

/**
 * The listing against its station's median: worked out on the device from the catalogue when the catalogue holds
 * every listing at that station (so offline too), else the detail answer's figure, which the server works out
 * over every listing by the same rule.
 */
export function useFairPrice(listing: PricedListing & { fairPrice?: FairPrice | null | undefined }): FairPrice | null {
  const catalogue = useCatalogue();
  const { _id, station, type, price, carpetArea } = listing;
  // The station's listings stay in the catalogue worker, which works the median out; the server's figure shows meanwhile.
  const covered = station !== null && coversStations(catalogue, [station, station]);
  const fromDevice = useCatalogueFairPrice({ _id, station, type, price, carpetArea }, covered);
  return fromDevice !== undefined ? fromDevice : (listing.fairPrice ?? null);
}
