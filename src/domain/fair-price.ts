import { medianInPlace } from './median-in-place.ts';
import { percentChange } from './price-history-core.ts';
import { pricePerSqft } from './price-per-sqft.ts';
import type { PropertyType } from './property-kinds.ts';

// Without zod: the listing's page shows this at first load, and the device works it out from its catalogue.

/** Fewer comparable listings than this and a median says too little to be shown. */
export const FAIR_PRICE_MIN_COMPARABLE = 5;

/** What a listing's price is held against: the fields both the catalogue and the detail answer carry. */
export interface PricedListing {
  _id: string;
  station: number | null;
  type: PropertyType;
  price: number;
  carpetArea: number;
}

/**
 * Where a listing's ₹ per sq ft (carpet) sits among its comparable listings: their median (rupees, a month for a
 * rent), how many there are, and the listing's whole-percent difference from it (negative below).
 */
export interface FairPrice {
  medianPerSqft: number;
  count: number;
  percent: number;
}

/** The middle value (the mean of the two middle ones for an even count), rounded to the rupee; null for none. */
export function median(values: readonly number[]): number | null {
  return medianInPlace(Float64Array.from(values));
}

/**
 * Another listing at the same station, of the same type (rents with rents), with a price per sq ft. The data holds
 * no kind of home (flat, shop, plot), so the station and the type are the whole of "the same".
 */
export function isComparable(listing: PricedListing, other: PricedListing): boolean {
  return (
    listing.station !== null &&
    other._id !== listing._id &&
    other.station === listing.station &&
    other.type === listing.type &&
    pricePerSqft(other.price, other.carpetArea) !== null
  );
}

/** The listing against the median of its comparable listings among `others`; null below FAIR_PRICE_MIN_COMPARABLE of them. */
export function fairPrice(listing: PricedListing, others: Iterable<PricedListing>): FairPrice | null {
  const own = pricePerSqft(listing.price, listing.carpetArea);
  if (own === null) return null;
  const rates: number[] = [];
  for (const other of others) {
    if (!isComparable(listing, other)) continue;
    const rate = pricePerSqft(other.price, other.carpetArea);
    if (rate !== null) rates.push(rate);
  }
  const mid = rates.length >= FAIR_PRICE_MIN_COMPARABLE ? median(rates) : null;
  if (mid === null || mid <= 0) return null;
  return { medianPerSqft: mid, count: rates.length, percent: percentChange(mid, own) };
}
