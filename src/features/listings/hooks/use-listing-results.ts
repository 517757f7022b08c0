import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ListingSummary } from '../../../domain/catalogue.ts';
import { isUnlisted } from '../../../domain/freshness-core.ts';
import { areaRange, filterToParams, matchesFilter, type ListingFilter } from '../../../domain/listing-filter-core.ts';
import { useFreshness } from '../../../lib/site-info.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { browseStations, coversStations, useCatalogue } from '../../../offline/catalogue/index.ts';
import { cachedListings, PAGE_SIZE, propertiesQueryOptions } from '../api/get-properties.ts';

/** Cards shown, and added per "Load more", over the catalogue: as many as a server page; 5,000 at once would stall a phone. */
const SHOWN_STEP = PAGE_SIZE;
/** The filter the user settles on is the one whose photos are worth fetching ahead, not every keystroke's. */
const PREFETCH_AFTER_MS = 1500;

/**
 * The summary (the catalogue's, as fresh as the last sync) with every photo of the device's full copy, when that
 * copy still has the same first photo: an older page's title or price never overrides the catalogue's.
 */
function withAllPhotos(summary: ListingSummary, full: ListingSummary | undefined): ListingSummary {
  const first = summary.images[0];
  if (!full || !first || !full.images[0]?.srcset.includes(first.imageUrl)) return summary;
  return { ...summary, images: full.images };
}

/**
 * The list the page shows. Once the catalogue is on the device (src/offline/catalogue/catalogue-client.ts) and covers the
 * filter's stations (all of them, or past the device limit the stretch the user browses), the shared predicate runs
 * over every listing's summary on each keystroke, online and offline, and the count is exact.
 * Before that (the very first visit), the server is asked for `serverFilter` (the URL's), and while its answer for
 * what is typed is on its way the previous results stay, with a cue, rather than a guess that could read
 * "No properties found" for a query that has results.
 */
export function useListingResults(liveFilter: ListingFilter, serverFilter: ListingFilter) {
  const qc = useQueryClient();
  const catalogue = useCatalogue();
  const stations = areaRange(liveFilter);
  // Past the device limit the catalogue keeps a stretch of stations (decision 0020): it answers a filter within it.
  const onDevice = coversStations(catalogue, stations);
  const [from, to] = stations ?? [];
  useEffect(() => browseStations(from === undefined || to === undefined ? null : [from, to]), [from, to]);
  const online = useOnline();
  // With the catalogue on the device the server's pages no longer decide what is listed or counted; online they
  // still bring the full listings of the cards in view (every photo for the card's carousel, not only the first).
  const query = useInfiniteQuery({ ...propertiesQueryOptions(serverFilter), placeholderData: keepPreviousData, enabled: !onDevice || online });
  const liveKey = filterToParams(liveFilter).toString();
  const [shown, setShown] = useState({ key: liveKey, count: SHOWN_STEP });
  const inStep = liveKey === filterToParams(serverFilter).toString();
  const served = useMemo<ListingSummary[]>(() => query.data?.pages.flatMap((page) => page.properties) ?? [], [query.data]);
  // The catalogue may land after the user has scrolled through server pages: the list never shrinks under them.
  const shownCount = Math.max(shown.key === liveKey ? shown.count : SHOWN_STEP, inStep && !query.isPlaceholderData ? served.length : 0);

  // The server leaves listings unconfirmed for too long out of search; the device's list does the same.
  const freshness = useFreshness();
  const matches = useMemo(() => {
    if (!onDevice || !catalogue.listings) return null;
    const now = new Date();
    return catalogue.listings.filter((p) => !isUnlisted(p, now, freshness) && matchesFilter(p, liveFilter));
  }, [onDevice, catalogue.listings, liveFilter, freshness]);
  // The first photo of the listings in the current filter, so the list has its pictures on the train (within the budget).
  useEffect(() => {
    if (!matches) return undefined;
    const urls = matches.flatMap((p) => (p.images[0] ? [p.images[0].imageUrl] : []));
    // Loaded when first needed: the list's first load stays within its JavaScript budget.
    const timer = setTimeout(() => void import('../../../offline/photos/index.ts').then((photos) => photos.prefetchPhotos(urls)), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [matches]);
  // Every full listing the device holds from the server's pages, by id: a card takes its photos (all, every width).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server page is what puts new full listings in the cache read here.
  const full = useMemo(() => new Map<string, ListingSummary>(onDevice ? cachedListings(qc).map((p) => [p._id, p]) : []), [onDevice, qc, query.data]);
  // Offline with no catalogue yet (a device last used before it existed): the pages seen before, filtered here.
  const seen = useMemo(() => (query.isError ? cachedListings(qc).filter((p) => matchesFilter(p, liveFilter)) : []), [query.isError, qc, liveFilter]);

  if (matches) {
    return {
      properties: matches.slice(0, shownCount).map((p) => withAllPhotos(p, full.get(p._id))),
      freshness,
      total: matches.length,
      loading: false,
      updating: false,
      failed: false,
      syncedAt: catalogue.syncedAt,
      hasMore: matches.length > shownCount,
      loadingMore: false,
      loadMore: () => {
        setShown({ key: liveKey, count: shownCount + SHOWN_STEP });
        if (online && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
      },
    };
  }

  if (query.isError) {
    return {
      properties: seen,
      freshness,
      total: seen.length,
      loading: false,
      updating: false,
      failed: true,
      syncedAt: null,
      hasMore: false,
      loadingMore: false,
      loadMore: () => undefined,
    };
  }
  const answered = query.data !== undefined && !query.isPlaceholderData && inStep;
  return {
    properties: served,
    /** The days the cards judge freshness by (the server's settings, GET /api/site). */
    freshness,
    total: query.data?.pages[0]?.total ?? served.length,
    /** Nothing to show yet and the first answer is on its way. */
    loading: query.data === undefined,
    /** What is shown answers an earlier query; the answer for what is typed is on its way. */
    updating: !answered && query.data !== undefined,
    failed: false,
    syncedAt: null,
    hasMore: answered && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
