import { amenityBits } from '../../src/domain/catalogue.ts';
import type { CatalogueResponse, SummaryTuple } from '../../src/domain/catalogue-wire.ts';
import type { IndexedListing } from '../../src/offline/catalogue/search/listing-index.ts';

const MINUTE = 60_000;

/** A version-7 UUID for a generated id, its time `created`, as the server makes them (decision 0083). */
function uuidOf(id: string, created: number): string {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619) >>> 0;
  const hex = (n: number, digits: number) => (n >>> 0).toString(16).padStart(digits, '0').slice(-digits);
  const time = created.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(h, 3)}-8${hex(h >>> 12, 3)}-${hex(Math.imul(h, 31), 8)}${hex(h >>> 16, 4)}`;
}

/** A generated listing as the wire sends it, created `created` (ms). */
export function asTuple(p: IndexedListing, created: number): SummaryTuple {
  const confirmed = Date.parse(p.confirmedAt);
  return [
    uuidOf(p._id, created),
    p.propertyName,
    p.location,
    p.station,
    p.type,
    p.ucresale,
    p.price,
    2,
    650,
    amenityBits(p),
    null,
    created,
    null,
    null,
    confirmed,
    p.walkMinutes ?? null,
  ];
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
  const removed = Array.from({ length: counts.removed }, (_, k) => {
    const p = listings[at(counts.changed + k)];
    return p ? uuidOf(p._id, newest - at(counts.changed + k) * MINUTE) : '';
  });
  return { version: 2 + run, full: false, listings: [...added, ...changed], removed, range: null, withheld: false };
}
