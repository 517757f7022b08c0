// The catalogue worker's search, bundled alone for bench/catalogue-search.ts to load into a page.
export { buildListingIndex } from '../../src/offline/catalogue/search/listing-index.ts';
export { listingSearcher } from '../../src/offline/catalogue/search/search-listings.ts';
