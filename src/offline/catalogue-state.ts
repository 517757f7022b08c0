import { useSyncExternalStore } from 'react';
import type { ListingSummary } from '../domain/catalogue.ts';

/**
 * The catalogue as the page sees it: every listing's summary once the device has one (src/offline/catalogue-client.ts
 * loads it after the first paint), null before. Kept apart from the IndexedDB and zod code, which the list's first
 * load must not carry (tests/e2e/bundle-budget.test.ts).
 */
export interface CatalogueView {
  listings: ListingSummary[] | null;
  /** When the device last heard from the server (ms), null before the first sync. */
  syncedAt: number | null;
}

const NOT_ON_DEVICE: CatalogueView = { listings: null, syncedAt: null };
let current = NOT_ON_DEVICE;
const listeners = new Set<() => void>();

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

/** The server render never has a catalogue: hydration starts from the same markup, and the catalogue follows. */
export function useCatalogue(): CatalogueView {
  return useSyncExternalStore(subscribe, currentCatalogue, () => NOT_ON_DEVICE);
}
