import { count, sql, type SQL } from 'drizzle-orm';
import type { ListingFilter } from '../../src/domain/listing-filter.ts';
import type { Db } from '../db/client.ts';
import { properties } from '../db/schema.ts';

/** Up to about this many matches the total is exact. */
export const EXACT_UP_TO = 1_000;
/** How many of the newest listings passing the other filters show what share of them the text matches. */
const SAMPLE = 1_000;

/**
 * How many listings match. A text search that matches most listings (`q=bhk`: 72% of them) would recheck
 * every match to count it exactly, so a text search first looks at the newest SAMPLE listings that pass
 * the other filters. If those are all there are, their matches are the exact total. If none of them
 * matches, or their share of the exact count of listings passing the other filters (index-only, the
 * facets index) points to at most EXACT_UP_TO matches, the term is selective and the trigram index counts
 * it exactly and cheaply. Otherwise the total is that estimate, rounded to hundreds so that it does not
 * pass for exact. Filters without text are always counted exactly. See docs/decisions/0024.
 */
export async function countListings(db: Db, f: ListingFilter, where: SQL | undefined, withoutText: SQL | undefined): Promise<number> {
  const exactly = async () => {
    const [all] = await db.select({ n: count() }).from(properties).where(where);
    return all?.n ?? 0;
  };
  if (f.q.trim() === '' && f.location.trim() === '') return exactly();

  const newest = db
    .select({ hit: sql<boolean>`coalesce(${where ?? sql`true`}, false)`.as('hit') })
    .from(properties)
    .where(withoutText)
    .orderBy(sql`${properties.createdAt} desc nulls last`, sql`${properties.id} desc nulls last`)
    .limit(SAMPLE)
    .as('newest');
  const [share] = await db.select({ hits: sql<number>`count(*) filter (where ${newest.hit})`.mapWith(Number), seen: count() }).from(newest);
  const hits = share?.hits ?? 0;
  const seen = share?.seen ?? 0;
  if (seen < SAMPLE) return hits;
  // No match among the newest: a rare term, which the trigram index counts exactly and cheaply.
  if (hits === 0) return exactly();
  const [population] = await db.select({ n: count() }).from(properties).where(withoutText);
  const estimate = ((population?.n ?? 0) * hits) / seen;
  if (estimate <= EXACT_UP_TO) return exactly();
  return Math.max(EXACT_UP_TO + 1, Math.round(estimate / 100) * 100);
}
