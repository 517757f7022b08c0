// The admin and moderation pages (the folder's rule: src/lib/query-keys/shared-keys.ts).

export const adminKeys = {
  all: ['admin'],
  stats: ['admin', 'stats'],
  /** A table's root: every search's pages sit under it, so a change can reach its row in each. */
  users: ['admin', 'users'],
  bookings: ['admin', 'bookings'],
  moderation: ['admin', 'moderation'],
  reports: ['admin', 'moderation', 'reports'],
  moderatedListings: ['admin', 'moderation', 'listings'],
  duplicates: ['admin', 'moderation', 'duplicates'],
  moderatedListing: (id: string) => ['admin', 'moderation', 'listing', id] as const,
  /** One search's pages of an admin table. */
  page: (table: readonly string[], q: string, limit: number) => [...table, { q, limit }] as const,
} as const;
