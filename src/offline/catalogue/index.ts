import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useSyncExternalStore } from 'react';
import type { FairPrice, PricedListing } from '../../domain/fair-price.ts';
import { catalogueKeys } from '../../lib/query-keys/catalogue-keys.ts';
import type { CatalogueAsker } from './catalogue-in-worker.ts';
import type { CatalogueView } from './catalogue-view.ts';
import type { SearchRequest, SearchResult } from './search/search-jobs.ts';

export type { CatalogueView, SearchResult };

/**
 * The catalogue's outside (docs/decisions/0019), and its entry file: what the page knows of the device's copy, its
 * head, never its listings (the catalogue worker keeps those, docs/decisions/0084, and the page asks it for a search,
 * listings by id, a fair price or the line, below). The code behind it (IndexedDB, zod) stays out of the list's
 * first load (tests/e2e/bundle-budget.test.ts), so this file holds the small store itself rather than re-exporting it.
 */
const NOT_ON_DEVICE: CatalogueView = { count: null, version: 0, syncedAt: null, range: null };
let current = NOT_ON_DEVICE;
const listeners = new Set<() => void>();

let readFromDevice = false;

/** The device's copy has been read once (whether or not it held one): until then nobody can say what the device holds. */
export function markCatalogueRead(): void {
  readFromDevice = true;
  for (const listener of listeners) listener();
}

export const useCatalogueRead = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => readFromDevice,
    () => false,
  );

export function publishCatalogue(view: CatalogueView): void {
  current = view;
  for (const listener of listeners) listener();
}

export function currentCatalogue(): CatalogueView {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server render never has a catalogue: hydration starts from the same markup, and the catalogue follows.
 * A store's change re-renders at once and in one task (React gives useSyncExternalStore no transitions), and the
 * catalogue's arrival changes every card of the list: the deferred value lets that render run in slices, at a
 * transition's priority, so a slow phone's main thread is never held for it (it was a 100 ms task at 4x CPU slowdown).
 */
export function useCatalogue(): CatalogueView {
  return useDeferredValue(useCatalogueHead());
}

/** The device's copy as last published, not deferred: what a render behind useCatalogue is about to show. */
export function useCatalogueHead(): CatalogueView {
  return useSyncExternalStore(subscribe, currentCatalogue, () => NOT_ON_DEVICE);
}

/** Whether the device's listings answer a filter over `wanted` stations (null: every station) in full. */
export function coversStations(view: CatalogueView, wanted: [number, number] | null): boolean {
  if (view.count === null) return false;
  if (view.range === null) return true;
  return wanted !== null && wanted[0] >= view.range[0] && wanted[1] <= view.range[1];
}

let ask: CatalogueAsker | null = null;

/** The catalogue's worker answers reads of the listings it holds (catalogue-client.ts registers it as it starts). */
export function registerCatalogueReads(asker: CatalogueAsker): void {
  ask = asker;
}

export type CatalogueSearch = (request: SearchRequest) => Promise<SearchResult | null>;

/** The worker's reads (reads/held-ops.ts), or null where none runs: for a screen's own query of them (the line's). */
export const catalogueAsker = (): CatalogueAsker | null => ask;

/** The worker's search, or null where none runs. */
export function catalogueSearch(): CatalogueSearch | null {
  const asker = ask;
  return asker ? (request) => asker('search', request) : null;
}

/** Names the copy a view shows: a sync that changes the listings changes their version, their number or stretch. */
export const catalogueCopy = (view: CatalogueView): string => `${view.version}/${view.count}/${view.range}`;

/** The device reads its own copy: no network is involved, so a read runs offline too, and never goes stale. */
export const DEVICE_READ = { networkMode: 'always', staleTime: Number.POSITIVE_INFINITY } as const;

/**
 * The device's summaries of `ids` (by id; an id it lacks is absent), asked of the catalogue worker when `enabled` and
 * the device holds listings; `pending` while the answer is on its way.
 */
export function useCatalogueListings(ids: readonly string[], enabled: boolean) {
  const view = useCatalogue();
  const asker = ask;
  const query = useQuery({
    queryKey: catalogueKeys.listings(catalogueCopy(view), ids),
    queryFn: () => (asker ? asker('listings', { ids: [...ids] }) : []),
    enabled: enabled && ids.length > 0 && view.count !== null && asker !== null,
    ...DEVICE_READ,
  });
  const byId = query.data ? new Map(query.data.map((p) => [p._id, p])) : undefined;
  return { byId, pending: query.isFetching && query.data === undefined };
}

/**
 * The listing against its station's median over the device's listings, worked out where they are (the worker); null
 * when they make none, undefined until the answer comes or when not `enabled`.
 */
export function useCatalogueFairPrice(listing: PricedListing, enabled: boolean): FairPrice | null | undefined {
  const view = useCatalogue();
  const asker = ask;
  const query = useQuery({
    queryKey: catalogueKeys.fairPrice(catalogueCopy(view), listing),
    queryFn: () => (asker ? asker('fairPrice', { listing }) : null),
    enabled: enabled && view.count !== null && asker !== null,
    ...DEVICE_READ,
  });
  return enabled ? query.data : undefined;
}

let browsed: [number, number] | null = null;
const browseListeners = new Set<() => void>();

/**
 * The stations the user is browsing in the list: past the device limit the catalogue keeps those (catalogue-client.ts
 * follows this). Unchanged by a filter without an area, so the last stretch browsed stays on the device.
 */
export function browseStations(range: [number, number] | null): void {
  if (range === null || (browsed && browsed[0] === range[0] && browsed[1] === range[1])) return;
  browsed = range;
  for (const listener of browseListeners) listener();
}

export function browsedStations(): [number, number] | null {
  return browsed;
}

export function onBrowseStations(listener: () => void): () => void {
  browseListeners.add(listener);
  return () => browseListeners.delete(listener);
}
