import { useDeferredValue, useSyncExternalStore } from 'react';
import type { ListingSummary } from '../../domain/catalogue.ts';
import type { LineFigures } from '../../domain/line/line-figures.ts';
import type { LineRequest } from './line/line-jobs.ts';
import type { SearchRequest, SearchResult } from './search/search-jobs.ts';

export type { SearchResult };

/**
 * The catalogue's outside (docs/decisions/0019), and its entry file: every listing's summary as the page sees it once
 * the device has one (catalogue-client.ts loads it after the first paint and syncs it), null before. The code
 * behind it (IndexedDB, zod) stays out of the list's first load (tests/e2e/bundle-budget.test.ts), so this file
 * holds the small store itself rather than re-exporting it.
 */
export interface CatalogueView {
  listings: ListingSummary[] | null;
  /** When the device last heard from the server (ms), null before the first sync. */
  syncedAt: number | null;
  /** The stations the listings cover (station indexes, both included), or null for every listing (decision 0020). */
  range: [number, number] | null;
  /** The browser refused the space for every listing: the device keeps the stretch browsed instead. */
  refused?: boolean;
}

const NOT_ON_DEVICE: CatalogueView = { listings: null, syncedAt: null, range: null };
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
  return useDeferredValue(useSyncExternalStore(subscribe, currentCatalogue, () => NOT_ON_DEVICE));
}

/** Whether the device's listings answer a filter over `wanted` stations (null: every station) in full. */
export function coversStations(view: CatalogueView, wanted: [number, number] | null): boolean {
  if (view.listings === null) return false;
  if (view.range === null) return true;
  return wanted !== null && wanted[0] >= view.range[0] && wanted[1] <= view.range[1];
}

export type CatalogueSearch = (request: SearchRequest) => Promise<SearchResult | null>;
let search: CatalogueSearch | null = null;

/** The catalogue's worker answers searches of the listings it holds (catalogue-client.ts registers it as it starts). */
export function registerCatalogueSearch(searcher: CatalogueSearch): void {
  search = searcher;
}

/** The worker's search, or null where none runs (then the page filters the listings it was given itself). */
export function catalogueSearch(): CatalogueSearch | null {
  return search;
}

export type CatalogueLine = (request: LineRequest) => Promise<LineFigures | null>;
let line: CatalogueLine | null = null;

/** The catalogue's worker works out the line's figures over the listings it holds (catalogue-client.ts registers it). */
export function registerCatalogueLine(figures: CatalogueLine): void {
  line = figures;
}

/** The worker's line figures, or null where no worker runs (then the page shows the server's answer). */
export function catalogueLine(): CatalogueLine | null {
  return line;
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
