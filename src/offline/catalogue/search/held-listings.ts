import { fromSummaryTuple } from '../../../domain/catalogue-summary.ts';
import type { SummaryTuple } from '../../../domain/catalogue-wire.ts';
import { filterFromParams } from '../../../domain/listing-filter-core.ts';
import type { StoredCatalogue } from '../catalogue-store.ts';
import { PHOTOS_AHEAD } from '../../photos/photos-ahead.ts';
import { buildListingIndex } from './listing-index.ts';
import type { SearchRequest, SearchResult } from './search-jobs.ts';
import { listingSearcher } from './search-listings.ts';

/**
 * The listings the worker last read or synced, and their index, built at the first search after they changed: a
 * sync does not pay for an index nobody searches, and the page never receives the whole catalogue per keystroke.
 */
let held: readonly SummaryTuple[] | null = null;
/** The stations the held listings cover (null: every station). */
let heldRange: [number, number] | null = null;
let searcher: ReturnType<typeof searchOver> | null = null;

function searchOver(tuples: readonly SummaryTuple[]) {
  const index = buildListingIndex(tuples.map(fromSummaryTuple));
  return { index, search: listingSearcher(index) };
}

/** What a read or a sync left on the device (null, or withheld: nothing to search). */
export function holdListings(stored: StoredCatalogue | null): void {
  const listings = stored && !stored.withheld ? stored.listings : null;
  heldRange = stored?.range ?? null;
  if (listings === held) return;
  held = listings;
  searcher = null;
}

/** The listings the worker holds and the stations they cover, or null when it holds none. */
export function heldListings(): { tuples: readonly SummaryTuple[]; range: [number, number] | null } | null {
  return held ? { tuples: held, range: heldRange } : null;
}

/** One search over the held listings; null when the device holds none. */
export function searchHeld(request: SearchRequest): SearchResult | null {
  if (!held) return null;
  searcher ??= searchOver(held);
  const { index, search } = searcher;
  const filter = filterFromParams(new URLSearchParams(request.params));
  const page = { now: new Date(request.now), freshness: request.freshness, offset: 0 };
  const { total, slots } = search(filter, { ...page, limit: Math.max(request.limit, PHOTOS_AHEAD) });
  const rows = slots.flatMap((slot) => {
    const row = index.rows[slot];
    return row ? [row] : [];
  });
  return {
    params: request.params,
    total,
    rows: rows.slice(0, request.limit),
    photos: rows.slice(0, PHOTOS_AHEAD).flatMap((p) => (p.images[0] ? [p.images[0].imageUrl] : [])),
  };
}
