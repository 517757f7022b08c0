// The catalogue worker's search, bundled alone for bench/catalogue-search.ts to load into a page.
export { buildListingIndex } from '../../src/offline/catalogue/search/listing-index.ts';
export { listingSearcher } from '../../src/offline/catalogue/search/search-listings.ts';
// And what holds them in the worker: a sync's merge and the patch of what the searches built.
export { mergeCatalogue } from '../../src/offline/catalogue/catalogue-merge.ts';
export { holdListings, searchHeld } from '../../src/offline/catalogue/search/held-listings.ts';
