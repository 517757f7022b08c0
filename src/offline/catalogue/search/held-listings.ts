import type { ListingSummary } from '../../../domain/catalogue.ts';
import { fromSummaryTuple } from '../../../domain/catalogue-summary.ts';
import type { SummaryTuple } from '../../../domain/catalogue-wire.ts';
import { type FairPrice, fairPrice, type PricedListing } from '../../../domain/fair-price.ts';
import { filterFromParams } from '../../../domain/listing-filter-core.ts';
import type { StoredCatalogue } from '../catalogue-store.ts';
import { PHOTOS_AHEAD } from '../../photos/photos-ahead.ts';
import { buildListingIndex } from './listing-index.ts';
import type { SearchRequest, SearchResult } from './search-jobs.ts';
import { listingSearcher } from './search-listings.ts';

/**
 * The listings the worker last read or synced, kept here and never sent whole to the page (docs/decisions/0084): the
 * page asks for a search, listings by id, a fair price or the line. What each needs (the summaries, the index, by id, by
 * station) is built at its first ask after the listings changed: a sync does not pay for what nobody reads.
 */
let held: readonly SummaryTuple[] | null = null;
/** The stations the held listings cover (null: every station). */
let heldRange: [number, number] | null = null;
let rows: readonly ListingSummary[] | null = null;
let searcher: ReturnType<typeof searchOver> | null = null;
let byId: Map<string, ListingSummary> | null = null;
let byStation: Map<number, ListingSummary[]> | null = null;

function searchOver(listings: readonly ListingSummary[]) {
  const index = buildListingIndex(listings);
  return { index, search: listingSearcher(index) };
}

/** What a read or a sync left on the device (null, or withheld: nothing to search). */
export function holdListings(stored: StoredCatalogue | null): void {
  const listings = stored && !stored.withheld ? stored.listings : null;
  heldRange = stored?.range ?? null;
  if (listings === held) return;
  held = listings;
  rows = null;
  searcher = null;
  byId = null;
  byStation = null;
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
  searcher ??= searchOver(heldRows(tuples));
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
    for (const p of heldRows(held)) {
      if (p.station === null) continue;
      const at = byStation.get(p.station);
      if (at) at.push(p);
      else byStation.set(p.station, [p]);
    }
  }
  return fairPrice(listing, byStation.get(listing.station) ?? []);
}
