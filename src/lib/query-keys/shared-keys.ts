import { filterToParams, type ListingFilter } from '../../domain/listing-filter-core.ts';

// The query keys of the client live in this folder, one object per kind of data, built from the general to the
// particular: invalidating a prefix (propertyKeys.all) reaches every entry below it. A bundle keeps a file whole, so
// the keys are split by who reads them (docs/decisions/0052-one-query-key-factory.md). The persisted cache
// (src/offline/persisted-cache) stores these arrays: each build's buster drops a cache an older build wrote.

// Read on the pages anyone opens, and by the app shell on every page.

export const siteKeys = {
  info: ['site'],
} as const;

export const authKeys = {
  me: ['auth', 'me'],
} as const;

export const propertyKeys = {
  all: ['properties'],
  lists: ['properties', 'list'],
  /** One entry per filter, keyed by its URL form so equal filters share it. */
  list: (filter: ListingFilter) => ['properties', 'list', filterToParams(filter).toString()] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
  /** The signed-in owner's own listings. */
  mine: ['properties', 'mine'],
} as const;

export const lineKeys = {
  all: ['line'],
} as const;

export const landingKeys = {
  newest: ['landing', 'newest'],
} as const;

/** The app shell keeps the wishlist for offline on every page (src/app/prefetch-wishlist.ts). */
export const wishlistKeys = {
  all: ['wishlist'],
} as const;
