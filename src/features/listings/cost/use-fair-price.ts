import { useMemo } from 'react';
import { type FairPrice, fairPrice, type PricedListing } from '#src/domain/fair-price.ts';
import { coversStations, useCatalogue } from '#src/offline/catalogue/index.ts';

/**
 * The listing against its station's median: worked out on the device from the catalogue when the catalogue holds
 * every listing at that station (so offline too), else the detail answer's figure, which the server works out
 * over every listing by the same rule.
 */
export function useFairPrice(listing: PricedListing & { fairPrice?: FairPrice | null | undefined }): FairPrice | null {
  const catalogue = useCatalogue();
  const { _id, station, type, price, carpetArea } = listing;
  const fromDevice = useMemo(() => {
    if (station === null || !catalogue.listings || !coversStations(catalogue, [station, station])) return undefined;
    return fairPrice({ _id, station, type, price, carpetArea }, catalogue.listings);
  }, [catalogue, _id, station, type, price, carpetArea]);
  return fromDevice !== undefined ? fromDevice : (listing.fairPrice ?? null);
}
