import type { ListingSummary } from '../../../domain/catalogue.ts';
import { fromSummaryTuple } from '../../../domain/catalogue-summary.ts';
import type { SummaryTuple } from '../../../domain/catalogue-wire.ts';
import { type FairPrice, fairPrice, type PricedListing } from '../../../domain/fair-price.ts';
import { filterFromParams } from '../../../domain/listing-filter-core.ts';
import type { StoredCatalogue } from '../catalogue-store.ts';
import { PHOTOS_AHEAD } from '../../photos/photos-ahead.ts';
import { byNewest } from '../catalogue-merge.ts';
import { buildListingIndex, type ListingIndex } from './listing-index.ts';
import { patchListingIndex } from './patch-listing-index.ts';
import { sameTuple } from './same-tuple.ts';
import { carried, droppedSlots, type SlotChange, slotChange } from './slot-change.ts';
import type { SearchRequest, SearchResult } from './search-jobs.ts';
import { listingSearcher } from './search-listings.ts';

/**
 * The listings the worker last read or synced, kept here and never sent whole to the page (docs/decisions/0084): the
 * page asks for a search, listings by id, a fair price or the line. What each needs (the summaries, the index, by id, by
 * station) is built at its first ask: a sync does not pay for what nobody reads. Once built, a sync's few changes
 * patch them (docs/decisions/0087): the next keystroke does not wait for 100,000 listings to be indexed again.
 */
let held: readonly SummaryTuple[] | null = null;
/** The stations the held listings cover (null: every station). */
let heldRange: [number, number] | null = null;
let rows: readonly ListingSummary[] | null = null;
let searcher: ReturnType<typeof searchOver> | null = null;
let byId: Map<string, ListingSummary> | null = null;
let byStation: Map<number, ListingSummary[]> | null = null;

/** Past this share of the listings new or changed, building afresh costs about what patching does. */
const PATCH_UP_TO = 1 / 4;

function searchOver(index: ListingIndex<ListingSummary>) {
  return { index, search: listingSearcher(index) };
}

function forget(): void {
  rows = null;
  searcher = null;
  byId = null;
  byStation = null;
}

function addToStation(stations: Map<number, ListingSummary[]>, p: ListingSummary): void {
  if (p.station === null) return;
  const at = stations.get(p.station);
  if (at) at.push(p);
  else stations.set(p.station, [p]);
}

/** What was built over the listings before, patched to `after`; what was not built stays so. */
function patch(before: readonly ListingSummary[], after: readonly SummaryTuple[], change: SlotChange): void {
  const patched = carried(before, change, (slot) => {
    const t = after[slot];
    if (!t) throw new Error('a fresh slot past the listings');
    return fromSummaryTuple(t);
  });
  const dropped = droppedSlots(change).flatMap((slot) => before[slot] ?? []);
  const fresh = change.fresh.flatMap((slot) => patched[slot] ?? []);
  if (searcher) searcher = searchOver(patchListingIndex(searcher.index, patched, change));
  if (byId) {
    for (const p of dropped) byId.delete(p._id);
    for (const p of fresh) byId.set(p._id, p);
  }
  if (byStation) {
    // The fair price is a median: a station's listings in any order give the same.
    for (const p of dropped) {
      const at = p.station === null ? undefined : byStation.get(p.station);
      const i = at ? at.indexOf(p) : -1;
      if (at && i >= 0) at.splice(i, 1);
    }
    for (const p of fresh) addToStation(byStation, p);
  }
  rows = patched;
}

/** What a read or a sync left on the device (null, or withheld: nothing to search). */
export function holdListings(stored: StoredCatalogue | null): void {
  const listings = stored && !stored.withheld ? stored.listings : null;
  heldRange = stored?.range ?? null;
  if (listings === held) return;
  const before = held;
  held = listings;
  if (before && listings && rows) {
    const change = slotChange(before, listings, sameTuple, byNewest);
    if (change.fresh.length <= change.after * PATCH_UP_TO) {
      patch(rows, listings, change);
      return;
    }
  }
  forget();
}

/** The listings the worker holds, as stored, and the stations they cover; null when it holds none. */
export function heldListings(): { tuples: readonly SummaryTuple[]; range: [number, number] | null } | null {
  return held ? { tuples: held, range: heldRange } : null;
}

const heldRows = (tuples: readonly SummaryTuple[]) => {
  rows ??= tuples.map(fromSummaryTuple);
  return rows;
};

const heldSearcher = (tuples: readonly SummaryTuple[]) => {
  searcher ??= searchOver(buildListingIndex(heldRows(tuples)));
  return searcher;
};

/** Builds the search's index of the held listings now, ahead of the first search (a read at the page's start). */
export function prepareSearch(): void {
  if (held) heldSearcher(held);
}

/** One search over the held listings; null when the device holds none. */
export function searchHeld(request: SearchRequest): SearchResult | null {
  if (!held) return null;
  const { index, search } = heldSearcher(held);
  const filter = filterFromParams(new URLSearchParams(request.params));
  const page = { now: new Date(request.now), freshness: request.freshness, offset: 0 };
  const { total, slots } = search(filter, { ...page, limit: Math.max(request.limit, PHOTOS_AHEAD) });
  const found = slots.flatMap((slot) => {
    const row = index.rows[slot];
    return row ? [row] : [];
  });
  return {
    params: request.params,
    total,
    rows: found.slice(0, request.limit),
    photos: found.slice(0, PHOTOS_AHEAD).flatMap((p) => (p.images[0] ? [p.images[0].imageUrl] : [])),
  };
}

/** The held listings of `ids`, in that order; the ones not held are left out. */
export function listingsHeld(ids: readonly string[]): ListingSummary[] {
  if (!held) return [];
  byId ??= new Map(heldRows(held).map((p) => [p._id, p]));
  const found = byId;
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** The listing against the held listings at its station (src/domain/fair-price.ts); null when they do not make a median. */
export function fairPriceHeld(listing: PricedListing): FairPrice | null {
  if (!held || listing.station === null) return null;
  if (!byStation) {
    byStation = new Map();
    for (const p of heldRows(held)) addToStation(byStation, p);
  }
  return fairPrice(listing, byStation.get(listing.station) ?? []);
}
