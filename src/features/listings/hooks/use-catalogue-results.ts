import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import { type Freshness, isUnlisted } from '#src/domain/freshness-core.ts';
import { areaRange, compareByCommute, filterToParams, type ListingFilter, matchesFilter } from '#src/domain/listing-filter-core.ts';
import { useFreshness } from '#src/lib/site-info.ts';
import { browseStations, type CatalogueView, catalogueSearch, coversStations, useCatalogue } from '#src/offline/catalogue/index.ts';
import { cachedListings, PAGE_SIZE } from '../api/get-properties.ts';
import { type ListingResults, listingResults } from './listing-results.ts';
import { useCatalogueSearch } from './use-catalogue-search.ts';
import type { ServerPages } from './use-server-pages.ts';

/** Cards shown, and added per "Load more", over the catalogue: as many as a server page; 5,000 at once would stall a phone. */
const SHOWN_STEP = PAGE_SIZE;
/** Cards drawn with a new answer's count: what a phone's screen shows of the list, and a desktop's first row. */
const CARDS_WITH_THE_COUNT = 3;
/** The filter the user settles on is the one whose photos are worth fetching ahead, not every keystroke's. */
const PREFETCH_AFTER_MS = 1500;

/**
 * The device's catalogue (src/offline/catalogue/catalogue-client.ts) when it answers the filter: it is on the device and covers
 * the filter's stations (all of them, or past the device limit the stretch the user browses, decision 0020). Null
 * before that, and then the server's pages answer.
 */
export function useCatalogueFor(filter: ListingFilter): CatalogueView | null {
  const catalogue = useCatalogue();
  const stations = areaRange(filter);
  const [from, to] = stations ?? [];
  useEffect(() => browseStations(from === undefined || to === undefined ? null : [from, to]), [from, to]);
  return coversStations(catalogue, stations) ? catalogue : null;
}

/**
 * The catalogue's listings the filter selects, in the catalogue's order (newest first), or shortest commute first when
 * the filter asks (a stable sort: equal commutes stay newest first, as the server orders them). The server leaves
 * listings unconfirmed for too long out of search; the device's list does the same.
 */
function selectListings(listings: ListingSummary[], filter: ListingFilter, freshness: Freshness): ListingSummary[] {
  const now = new Date();
  const selected = listings.filter((p) => !isUnlisted(p, now, freshness) && matchesFilter(p, filter));
  return filter.sort === 'commute' && filter.commuteTo ? selected.sort(compareByCommute(filter)) : selected;
}

/**
 * The summary (the catalogue's, as fresh as the last sync) with every photo of the device's full copy, when that
 * copy still has the same first photo: an older page's title or price never overrides the catalogue's.
 */
function withAllPhotos(summary: ListingSummary, full: ListingSummary | undefined): ListingSummary {
  const first = summary.images[0];
  if (!full || !first || !full.images[0]?.srcset.includes(first.imageUrl)) return summary;
  return { ...summary, images: full.images };
}

/** The list's page of the filter's matches: what the worker answered, else the predicate over every listing here. */
interface Matches {
  total: number;
  first: (count: number) => ListingSummary[];
  photos: string[];
}

const firstId = (matches: Matches | null): string | undefined => matches?.first(1)[0]?._id;

function matchesHere(listings: ListingSummary[], filter: ListingFilter, freshness: Freshness): Matches {
  const selected = selectListings(listings, filter, freshness);
  return {
    total: selected.length,
    first: (count) => selected.slice(0, count),
    photos: selected.flatMap((p) => (p.images[0] ? [p.images[0].imageUrl] : [])),
  };
}

/**
 * The list from the catalogue (`catalogue`, from useCatalogueFor), or null when it does not answer the filter. The
 * catalogue worker searches its index of every listing on each keystroke, online and offline, and sends the count
 * (exact) and the cards in view only; where no worker searches, the shared predicate runs here over every summary.
 */
export function useCatalogueResults(catalogue: CatalogueView | null, liveFilter: ListingFilter, pages: ServerPages, online: boolean): ListingResults | null {
  const qc = useQueryClient();
  const freshness = useFreshness();
  const here = catalogue?.here ?? null;
  const onDevice = catalogue !== null && catalogue.count !== null;
  const liveKey = filterToParams(liveFilter).toString();
  const [shown, setShown] = useState({ key: liveKey, count: SHOWN_STEP });
  // The catalogue may land after the user has scrolled through server pages: the list never shrinks under them.
  const shownCount = Math.max(shown.key === liveKey ? shown.count : SHOWN_STEP, pages.current ? pages.served.length : 0);
  // Listings the page holds itself are filtered here; else the worker searches the ones it holds.
  const searching = catalogueSearch() !== null && here === null;
  const searched = useCatalogueSearch(onDevice && searching ? catalogue : null, liveKey, freshness, shownCount);
  // The worker's answer alone makes its matches: a keystroke that has no answer yet leaves them (and the cards) as they are.
  const answered = useMemo<Matches | null>(
    () => searched && { total: searched.total, first: (count) => searched.rows.slice(0, count), photos: searched.photos },
    [searched],
  );
  const filteredHere = useMemo(() => (here && !searching ? matchesHere(here, liveFilter, freshness) : null), [searching, here, liveFilter, freshness]);
  const matches = answered ?? filteredHere;
  // The first photo of the listings in the current filter, so the list has its pictures on the train (within the budget).
  useEffect(() => {
    if (!matches) return undefined;
    const urls = matches.photos;
    // Loaded when first needed: the list's first load stays within its JavaScript budget.
    const timer = setTimeout(() => void import('#src/offline/photos/index.ts').then((photos) => photos.prefetchPhotos(urls)), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [matches]);
  // Deferred: the cards redrawn with a server page's photos render in slices, behind what is typed.
  const served = useDeferredValue(pages.served);
  // Every full listing the device holds from the server's pages, by id: a card takes its photos (all, every width).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new server page is what puts new full listings in the cache read here.
  const full = useMemo(() => new Map<string, ListingSummary>(onDevice ? cachedListings(qc).map((p) => [p._id, p]) : []), [onDevice, qc, served]);

  // The same array, and the same objects, while neither the answer nor the photos change: a keystroke re-renders the
  // page, and the memoised cards (PropertyCard) then skip their render instead of drawing every card again.
  const properties = useMemo(() => matches?.first(shownCount).map((p) => withAllPhotos(p, full.get(p._id))) ?? [], [matches, shownCount, full]);
  // A new answer from the worker draws the cards a phone sees with its count; the rest of the page follows in a render
  // that React runs in slices and drops for the next keystroke's. At 100,000 listings drawing all twelve with the count
  // was most of a keystroke's time on a slow phone (docs/decisions/0085). The first answer (no cards to replace), and
  // more cards of the same answer (Load more, a server page's photos), are drawn at once: the list never shrinks under
  // the reader.
  const laterAnswer = useDeferredValue(answered);
  // Whether the answer begins with the card the last one began with (Load more asks the worker again): kept from the
  // render before, as React's docs adjust state to a changed value.
  const [last, setLast] = useState({ answer: answered, sameHead: true });
  let sameHead = last.sameHead;
  if (last.answer !== answered) {
    sameHead = firstId(last.answer) === firstId(answered);
    setLast({ answer: answered, sameHead });
  }
  const replacing = answered !== null && laterAnswer !== null && laterAnswer !== answered && !sameHead;
  const drawn = replacing ? properties.slice(0, CARDS_WITH_THE_COUNT) : properties;
  if (!matches) return null;
  return listingResults(drawn, freshness, {
    total: matches.total,
    syncedAt: catalogue?.syncedAt ?? null,
    hasMore: matches.total > shownCount,
    loadMore: () => {
      setShown({ key: liveKey, count: shownCount + SHOWN_STEP });
      // Online the server's next page brings the full listings of the cards now in view.
      if (online) pages.fetchMore();
    },
  });
}
