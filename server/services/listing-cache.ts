import { bigint, boolean, pgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

// Made and kept by migration 0002 (a trigger on properties), never written by the app: not part of schema.ts.
const listingChanges = pgTable('listing_changes', {
  id: boolean('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Answers of the public listing reads, serialised, at most this many (least recently used go first). */
const MAX_ENTRIES = 500;

export interface ListingCache {
  /** The cached answer for `key` while no listing has changed since it was made; else `load()`'s, kept for next time. */
  read(key: string, load: () => Promise<string>): Promise<string>;
}

async function listingVersion(db: Db): Promise<string> {
  const [row] = await db.select({ version: listingChanges.version }).from(listingChanges);
  if (!row) throw new Error('listing_changes has no row: migration 0002 did not run');
  return String(row.version);
}

/**
 * The public listing reads (getProperties, getProperty) cost two indexed queries and serialising up to 100
 * listings; the same few pages (the newest, the popular filters) are asked for again and again. A database
 * trigger moves `listing_changes.version` on every change to the listings (migration 0002); each request reads
 * it (one tiny query) and gets the cached answer only if it was made under the same version. The version is
 * read before the answer is made, so a change committed meanwhile can only make that entry unreachable, never
 * stale, and it holds for every process on the same database. Concurrent misses share one load.
 */
export function createListingCache(db: Db): ListingCache {
  const entries = new Map<string, Promise<string>>();
  return {
    async read(key, load) {
      const versioned = `${await listingVersion(db)}\n${key}`;
      const hit = entries.get(versioned);
      if (hit) {
        entries.delete(versioned);
        entries.set(versioned, hit);
        return hit;
      }
      const loading = load();
      entries.set(versioned, loading);
      // A failure (a bad cursor, a lost connection) is answered once, not kept.
      loading.catch(() => entries.delete(versioned));
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return loading;
    },
  };
}
