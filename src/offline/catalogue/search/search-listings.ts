// The commute model answers the minutes here: the worker loads it with the index, never the page's first load.
import '../../../domain/commute/commute-filter.ts';
import { type Freshness, unlistCutoff } from '../../../domain/freshness-core.ts';
import { areaRange, commuteMinutes, fold, type ListingFilter, searchForms } from '../../../domain/listing-filter-core.ts';
import { andInto, type Bits, bitsWhere, countBits, emptyBits, firstSlots, hasBit, orInto } from './bitset.ts';
import type { IndexedListing, ListingIndex } from './listing-index.ts';
import { holdingAny, textSearcher } from './text-index.ts';

/** One page of a filter's answer: how many listings match, and the slots of the page asked for, in the list's order. */
export interface SearchAnswer {
  total: number;
  slots: number[];
}

export interface SearchPage {
  now: Date;
  freshness: Freshness;
  offset: number;
  limit: number;
}

/** Each listing's minutes for one destination and desk time (NaN: not worked out), and the slots shortest first. */
interface CommuteColumn {
  minutes: Float64Array;
  shortestFirst: Uint32Array;
}

/**
 * Answers filters over one index, each as the shared predicate (listing-filter-core.ts) would over the same listings:
 * the same listings, in the same order. What depends on the destination alone (every listing's commute and the
 * commute order) is worked out once per destination and desk time, not per keystroke.
 */
export function listingSearcher<T extends IndexedListing>(index: ListingIndex<T>) {
  const text = textSearcher(index.text);
  const commutes = new Map<string, CommuteColumn>();

  const commuteColumn = (f: ListingFilter): CommuteColumn => {
    const key = `${f.commuteTo}|${f.deskMinutes ?? ''}`;
    let column = commutes.get(key);
    if (!column) {
      const minutes = new Float64Array(index.size);
      index.rows.forEach((p, slot) => {
        minutes[slot] = commuteMinutes(p, f) ?? Number.NaN;
      });
      const rank = (slot: number) => {
        const m = minutes[slot] ?? Number.NaN;
        return Number.isNaN(m) ? Number.POSITIVE_INFINITY : m;
      };
      // Ties keep the newest-first order (the slots'), as the predicate's stable sort and the server's ORDER BY do.
      const shortestFirst = Uint32Array.from(index.rows.keys()).sort((a, b) => rank(a) - rank(b) || a - b);
      column = { minutes, shortestFirst };
      commutes.set(key, column);
    }
    return column;
  };

  const matching = (f: ListingFilter, page: SearchPage): Bits => {
    const cutoff = unlistCutoff(page.now, page.freshness).getTime();
    const bits = bitsWhere(index.confirmed, (at) => !(at <= cutoff));
    const forms = searchForms(f.q);
    if (forms.length > 0) andInto(bits, holdingAny(text, index.size, forms, 'any'));
    const loc = fold(f.location.trim());
    if (loc) andInto(bits, text(loc, 'place'));
    const pick = (set: Bits | undefined) => andInto(bits, set ?? emptyBits(index.size));
    if (f.type) pick(index.byType.get(f.type));
    if (f.status) pick(index.byStatus.get(f.status));
    const range = areaRange(f);
    if (range) {
      const stations = emptyBits(index.size);
      for (let s = range[0]; s <= range[1]; s++) orInto(stations, index.byStation[s] ?? emptyBits(index.size));
      andInto(bits, stations);
    }
    const maxPrice = f.maxPrice;
    if (maxPrice !== null)
      andInto(
        bits,
        bitsWhere(index.price, (price) => !(price > maxPrice)),
      );
    for (const key of f.amenities) pick(index.byAmenity.get(key));
    if (f.verified) andInto(bits, index.verified);
    if (f.postedBy) pick(index.byPostedBy.get(f.postedBy));
    if (f.readyToMove) andInto(bits, index.ready);
    if (f.furnishing) pick(index.byFurnishing.get(f.furnishing));
    if (f.parking) pick(index.byAmenity.get('parking'));
    const { maxMaintenance, minFloor, maxFloor } = f;
    // NaN (not stated) fails every comparison, as null does in the predicate and the SQL.
    if (maxMaintenance !== null)
      andInto(
        bits,
        bitsWhere(index.maintenance, (m) => m <= maxMaintenance),
      );
    if (minFloor !== null || maxFloor !== null)
      andInto(
        bits,
        bitsWhere(index.floor, (at) => at >= (minFloor ?? Number.NEGATIVE_INFINITY) && at <= (maxFloor ?? Number.POSITIVE_INFINITY)),
      );
    const maxCommute = f.maxCommute;
    if (f.commuteTo && maxCommute !== null)
      andInto(
        bits,
        bitsWhere(commuteColumn(f).minutes, (m) => !Number.isNaN(m) && m <= maxCommute),
      );
    return bits;
  };

  return (f: ListingFilter, page: SearchPage): SearchAnswer => {
    const bits = matching(f, page);
    const total = countBits(bits);
    if (f.sort !== 'commute' || !f.commuteTo) return { total, slots: firstSlots(bits, page.offset, page.limit) };
    const slots: number[] = [];
    let seen = 0;
    for (const slot of commuteColumn(f).shortestFirst) {
      if (slots.length >= page.limit) break;
      if (hasBit(bits, slot) && seen++ >= page.offset) slots.push(slot);
    }
    return { total, slots };
  };
}
