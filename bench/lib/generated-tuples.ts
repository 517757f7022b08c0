import { AMENITY_KEYS } from '../../src/domain/amenities.ts';
import type { CatalogueResponse, SummaryTuple } from '../../src/domain/catalogue-wire.ts';
import type { IndexedListing } from '../../src/offline/catalogue/search/listing-index.ts';

const MINUTE = 60_000;

/** A generated listing as the wire sends it, created `created` (ms). */
export function asTuple(p: IndexedListing, created: number): SummaryTuple {
  const bits = AMENITY_KEYS.reduce((b, key, i) => (p[key] ? b | (1 << i) : b), 0);
  const confirmed = Date.parse(p.confirmedAt);
  return [p._id, p.propertyName, p.location, p.station, p.type, p.ucresale, p.price, 2, 650, bits, null, created, null, null, confirmed, p.walkMinutes ?? null];
}

/** The listings as a whole answer, newest first by position (a minute apart), created up to `newest`. */
export function wholeAnswer(listings: readonly IndexedListing[], newest: number): CatalogueResponse {
  return { version: 1, full: true, listings: listings.map((p, i) => asTuple(p, newest - i * MINUTE)), removed: [], range: null, withheld: false };
}

/**
 * The `run`th of several syncs' differences over `wholeAnswer(listings, newest)`: `added` new listings (newer than
 * any), `changed` held ones with a new price, `removed` others; each run picks listings no earlier run touched.
 */
export function differenceAnswer(
  listings: readonly IndexedListing[],
  newest: number,
  run: number,
  counts: { added: number; changed: number; removed: number },
): CatalogueResponse {
  const touched = counts.changed + counts.removed;
  // Spread over the copy: the k-th touched listing of the run, in a stride past the earlier runs'.
  const at = (k: number) => Math.min(listings.length - 1, Math.floor(((k * 7 + run) / (touched * 7)) * listings.length));
  const added = Array.from({ length: counts.added }, (_, k) => {
    const like = listings[k % listings.length];
    return like ? [asTuple({ ...like, _id: `new-${run}-${k}` }, newest + (run * counts.added + k + 1) * MINUTE)] : [];
  }).flat();
  const changed = Array.from({ length: counts.changed }, (_, k) => {
    const p = listings[at(k)];
    return p ? [asTuple({ ...p, price: p.price + 1 + run }, newest - at(k) * MINUTE)] : [];
  }).flat();
  const removed = Array.from({ length: counts.removed }, (_, k) => listings[at(counts.changed + k)]?._id ?? '');
  return { version: 2 + run, full: false, listings: [...added, ...changed], removed, range: null, withheld: false };
}
