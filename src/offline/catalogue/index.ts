import { useSyncExternalStore } from 'react';
import type { ListingSummary } from '../../domain/catalogue.ts';

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
