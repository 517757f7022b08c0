// What the catalogue benchmark runs in Chromium: the app's own sync, store and predicate, built by Vite as the app is.
export { fromSummaryTuple } from '../../src/domain/catalogue-summary.ts';
export { matchesFilter, EMPTY_FILTER } from '../../src/domain/listing-filter-core.ts';
export { readStoredCatalogue } from '../../src/offline/catalogue/catalogue-store.ts';
export { syncCatalogue } from '../../src/offline/catalogue/catalogue-sync.ts';
export { holdListings, searchHeld } from '../../src/offline/catalogue/search/held-listings.ts';
