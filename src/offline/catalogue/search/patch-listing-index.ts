import type { Bits } from './bitset.ts';
import { type IndexedListing, type IndexSets, indexRow, type ListingIndex } from './listing-index.ts';
import { patchTextIndex } from './patch-text-index.ts';
import { carriedBits, carriedColumn, type SlotChange } from './slot-change.ts';

const carriedSets = (sets: Map<string, Bits>, change: SlotChange) => new Map([...sets].map(([key, bits]) => [key, carriedBits(bits, change)]));

/**
 * The index of `rows` (the listings after a change) from the index before it: every set and column moved a run at a
 * time, the new and changed listings put in, the words patched (patch-text-index.ts). The same index
 * buildListingIndex makes of `rows`: a sync of ten listings costs copying the sets, not splitting 100,000 titles.
 */
export function patchListingIndex<T extends IndexedListing>(before: ListingIndex<T>, rows: readonly T[], change: SlotChange): ListingIndex<T> {
  if (rows.length !== change.after) throw new Error('rows and change differ in size');
  const sets: IndexSets = {
    size: change.after,
    byType: carriedSets(before.byType, change),
    byStatus: carriedSets(before.byStatus, change),
    byAmenity: carriedSets(before.byAmenity, change),
    byStation: before.byStation.map((bits) => carriedBits(bits, change)),
    verified: carriedBits(before.verified, change),
    price: carriedColumn(before.price, change),
    confirmed: carriedColumn(before.confirmed, change),
    byPostedBy: carriedSets(before.byPostedBy, change),
    byFurnishing: carriedSets(before.byFurnishing, change),
    ready: carriedBits(before.ready, change),
    maintenance: carriedColumn(before.maintenance, change),
    floor: carriedColumn(before.floor, change),
  };
  for (const slot of change.fresh) {
    const p = rows[slot];
    if (p) indexRow(sets, p, slot);
  }
  const text = patchTextIndex(
    before.text,
    change,
    (slot) => rows[slot]?.propertyName ?? '',
    (slot) => rows[slot]?.location ?? '',
  );
  return { ...sets, rows, text };
}
