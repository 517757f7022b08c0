import { AMENITY_KEYS } from '../../../domain/amenities.ts';
import type { FilterableListing } from '../../../domain/listing-filter-core.ts';
import { FURNISHINGS, isReadyToMove, POSTED_BY } from '../../../domain/listing-facts.ts';
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '../../../domain/property-kinds.ts';
import { STATIONS } from '../../../domain/stations.ts';
import { type Bits, emptyBits, setBit } from './bitset.ts';
import { buildTextIndex, type TextIndex } from './text-index.ts';

/** What the index reads of a listing: what the filter tests, its id, and when it was last confirmed (unlisted ones are out). */
export type IndexedListing = FilterableListing & { _id: string; confirmedAt: string };

/**
 * The device's listings as columns and sets, slot = position in the array given (newest first, as the device keeps
 * them): a filter combines sets and scans columns instead of testing 100,000 objects (docs/decisions/0076).
 */
export interface ListingIndex<T extends IndexedListing> {
  rows: readonly T[];
  size: number;
  byType: Map<string, Bits>;
  byStatus: Map<string, Bits>;
  byStation: Bits[];
  byAmenity: Map<string, Bits>;
  verified: Bits;
  price: Float64Array;
  /** Last confirmed, ms since 1970 (NaN when unreadable, which never counts as unlisted, as isUnlisted has it). */
  confirmed: Float64Array;
  text: TextIndex;
  byPostedBy: Map<string, Bits>;
  byFurnishing: Map<string, Bits>;
  ready: Bits;
  /** Rupees a month and the floor, NaN where not stated (which no limit matches). */
  maintenance: Float64Array;
  floor: Float64Array;
}

const setsOf = (keys: readonly string[], size: number) => new Map(keys.map((key) => [key, emptyBits(size)]));

/** A plain function of the listings the device holds, whatever form they reached it in. */
export function buildListingIndex<T extends IndexedListing>(rows: readonly T[]): ListingIndex<T> {
  const size = rows.length;
  const byType = setsOf(PROPERTY_TYPES, size);
  const byStatus = setsOf(PROPERTY_STATUSES, size);
  const byAmenity = setsOf(AMENITY_KEYS, size);
  const byStation = STATIONS.map(() => emptyBits(size));
  const verified = emptyBits(size);
  const price = new Float64Array(size);
  const confirmed = new Float64Array(size);
  const byPostedBy = setsOf(POSTED_BY, size);
  const byFurnishing = setsOf(FURNISHINGS, size);
  const ready = emptyBits(size);
  const maintenance = new Float64Array(size);
  const floor = new Float64Array(size);
  rows.forEach((p, slot) => {
    const postedBy = byPostedBy.get(p.postedBy ?? 'agent');
    if (postedBy) setBit(postedBy, slot);
    const furnishing = p.furnishing ? byFurnishing.get(p.furnishing) : undefined;
    if (furnishing) setBit(furnishing, slot);
    if (isReadyToMove(p)) setBit(ready, slot);
    maintenance[slot] = p.maintenance ?? Number.NaN;
    floor[slot] = p.floor ?? Number.NaN;
    const type = byType.get(p.type);
    if (type) setBit(type, slot);
    const status = byStatus.get(p.ucresale);
    if (status) setBit(status, slot);
    for (const key of AMENITY_KEYS) {
      const amenity = byAmenity.get(key);
      if (p[key] && amenity) setBit(amenity, slot);
    }
    const station = p.station === null ? undefined : byStation[p.station];
    if (station) setBit(station, slot);
    if (p.verifiedAt !== null) setBit(verified, slot);
    price[slot] = p.price;
    confirmed[slot] = Date.parse(p.confirmedAt);
  });
  const text = buildTextIndex(
    rows.map((p) => p.propertyName),
    rows.map((p) => p.location),
  );
  return { rows, size, byType, byStatus, byStation, byAmenity, verified, price, confirmed, text, byPostedBy, byFurnishing, ready, maintenance, floor };
}
