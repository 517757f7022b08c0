/** Listing availability without zod: the wishlist's cards and a listing's page read these; availability.ts adds the schema. */
import type { Availability } from './availability-kinds.ts';
import { EMPTY_FILTER, filterToParams } from './listing-filter-core.ts';
import type { PropertyType } from './property-kinds.ts';
import { STATIONS } from './stations.ts';

export { AVAILABILITIES, type Availability } from './availability-kinds.ts';

export const AVAILABILITY_CHANGED = 'Availability updated';

/**
 * Why a listing of this type may not move to `to`, or null when it may: a home is sold only if it was for sale and
 * rented only if it was for rent; any listing may be withdrawn or relisted. A move between two off-market states is
 * allowed (withdrawn, then sold privately), and the same state again changes nothing.
 */
export function availabilityRefusal(type: PropertyType, to: Availability): 'soldNeedsSale' | 'rentedNeedsRent' | null {
  if (to === 'sold' && type !== 'sale') return 'soldNeedsSale';
  if (to === 'rented' && type !== 'rent') return 'rentedNeedsRent';
  return null;
}

/** The one-tap "it is gone" for a listing of this type: Sold for a sale, Rented for a rent. */
export function takenState(type: PropertyType): 'sold' | 'rented' {
  return type === 'sale' ? 'sold' : 'rented';
}

/** A relisted home keeps its first date and its price history if it was off the market at most this many days. */
export const RELIST_KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Relisted at `now` after leaving the market at `leftAt`: true while at most RELIST_KEEP_DAYS × 24 hours have passed
 * (so an old listing cannot be withdrawn and relisted to look new); past that the listing starts anew, from `now`.
 */
export function relistKeepsHistory(leftAt: Date, now: Date): boolean {
  return now.getTime() - leftAt.getTime() <= RELIST_KEEP_DAYS * DAY_MS;
}

/** The list of homes like this one: the same station (when it has one) and the same type. */
export function similarListingsPath(listing: { type: PropertyType; station: number | null }): string {
  const station = listing.station === null ? undefined : STATIONS[listing.station];
  const params = filterToParams({ ...EMPTY_FILTER, type: listing.type, ...(station ? { areaFrom: station, areaTo: station } : {}) });
  return `/properties?${params.toString()}`;
}
