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

/** The index's sets and columns: everything but the rows and the words. */
export type IndexSets = Omit<ListingIndex<IndexedListing>, 'rows' | 'text'>;

/** Puts listing `p` in the sets and columns at `slot`, whose bits are clear there. */
export function indexRow(index: IndexSets, p: IndexedListing, slot: number): void {
  const postedBy = index.byPostedBy.get(p.postedBy ?? 'agent');
  if (postedBy) setBit(postedBy, slot);
  const furnishing = p.furnishing ? index.byFurnishing.get(p.furnishing) : undefined;
  if (furnishing) setBit(furnishing, slot);
  if (isReadyToMove(p)) setBit(index.ready, slot);
  index.maintenance[slot] = p.maintenance ?? Number.NaN;
  index.floor[slot] = p.floor ?? Number.NaN;
  const type = index.byType.get(p.type);
  if (type) setBit(type, slot);
  const status = index.byStatus.get(p.ucresale);
  if (status) setBit(status, slot);
  for (const key of AMENITY_KEYS) {
    const amenity = index.byAmenity.get(key);
    if (p[key] && amenity) setBit(amenity, slot);
  }
  const station = p.station === null ? undefined : index.byStation[p.station];
  if (station) setBit(station, slot);
  if (p.verifiedAt !== null) setBit(index.verified, slot);
  index.price[slot] = p.price;
  index.confirmed[slot] = Date.parse(p.confirmedAt);
}

/** A plain function of the listings the device holds, whatever form they reached it in. */
export function buildListingIndex<T extends IndexedListing>(rows: readonly T[]): ListingIndex<T> {
  const size = rows.length;
  const sets: IndexSets = {
    size,
    byType: setsOf(PROPERTY_TYPES, size),
    byStatus: setsOf(PROPERTY_STATUSES, size),
    byAmenity: setsOf(AMENITY_KEYS, size),
    byStation: STATIONS.map(() => emptyBits(size)),
    verified: emptyBits(size),
    price: new Float64Array(size),
    confirmed: new Float64Array(size),
    byPostedBy: setsOf(POSTED_BY, size),
    byFurnishing: setsOf(FURNISHINGS, size),
    ready: emptyBits(size),
    maintenance: new Float64Array(size),
    floor: new Float64Array(size),
  };
  for (const [slot, p] of rows.entries()) indexRow(sets, p, slot);
  const text = buildTextIndex(
    rows.map((p) => p.propertyName),
    rows.map((p) => p.location),
  );
  return { ...sets, rows, text };
}
