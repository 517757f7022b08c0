import { bigint, boolean, pgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

// Made and kept by migration 0002 (a trigger on properties), never written by the app: not part of schema.ts.
const listingChanges = pgTable('listing_changes', {
  id: boolean('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Answers of the public listing reads, serialised, up to this many bytes in memory (least recently used go first).
 * Bounded by size, not count: a page of 100 listings is about 200 KB, and anyone can ask for new pages by varying
 * a filter, so 500 entries could hold 100 MB.
 */
export const LISTING_CACHE_BYTES = 32 * 1024 * 1024;

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
export function createListingCache(db: Db, maxBytes = LISTING_CACHE_BYTES): ListingCache {
  // A loading answer counts 0 bytes until it arrives; JavaScript strings take two bytes a character.
  const entries = new Map<string, { answer: Promise<string>; bytes: number }>();
  let total = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  const shrink = () => {
    for (const key of entries.keys()) {
      if (total <= maxBytes) return;
      drop(key);
    }
  };
  return {
    async read(key, load) {
      const versioned = `${await listingVersion(db)}\n${key}`;
      const hit = entries.get(versioned);
      if (hit) {
        entries.delete(versioned);
        entries.set(versioned, hit);
        return hit.answer;
      }
      const entry = { answer: load(), bytes: 0 };
      entries.set(versioned, entry);
      entry.answer.then(
        (body) => {
          if (entries.get(versioned) !== entry) return;
          entry.bytes = 2 * (versioned.length + body.length);
          total += entry.bytes;
          shrink();
        },
        // A failure (a bad cursor, a lost connection) is answered once, not kept.
        () => {
          if (entries.get(versioned) === entry) drop(versioned);
        },
      );
      return entry.answer;
    },
  };
}
