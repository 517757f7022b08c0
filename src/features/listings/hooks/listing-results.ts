import type { ListingSummary } from '#src/domain/catalogue.ts';
import type { Freshness } from '#src/domain/freshness-core.ts';

/** What the properties page shows, from whichever source answers the filter (the device's catalogue or the server's pages). */
export interface ListingResults {
  properties: ListingSummary[];
  /** The days the cards judge freshness by (the server's settings, GET /api/site). */
  freshness: Freshness;
  total: number;
  /** Nothing to show yet and the first answer is on its way. */
  loading: boolean;
  /** What is shown answers an earlier query; the answer for what is typed is on its way. */
  updating: boolean;
  /** The server could not be asked: what is shown is the pages seen before. */
  failed: boolean;
  /** When the device's catalogue last heard from the server (ms), null when the list is not the catalogue's. */
  syncedAt: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

const nothingMore = () => undefined;

/** The results showing `properties`, all of them, settled: a source states only where its results differ. */
export function listingResults(properties: ListingSummary[], freshness: Freshness, differences: Partial<ListingResults> = {}): ListingResults {
  return {
    properties,
    freshness,
    total: properties.length,
    loading: false,
    updating: false,
    failed: false,
    syncedAt: null,
    hasMore: false,
    loadingMore: false,
    loadMore: nothingMore,
    ...differences,
  };
}
