import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import { isId } from '../../src/domain/ids.ts';
import { EMPTY_FILTER, matchesFilter, type ListingFilter } from '../../src/domain/listing-filter.ts';
import {
  SAVED_SEARCHES_MAX,
  savedFilterSchema,
  type AlertMode,
  type SaveSearchInput,
  type SavedSearch,
  type UpdateSavedSearchInput,
} from '../../src/domain/saved-search.ts';
import type { Db } from '../db/client.ts';
import { properties, savedSearches } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { filterCondition } from './listings.ts';
import type { PropertyRow } from './property-view.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** New matches are counted up to this many: the page shows "99+" past it, and the count stays one cheap query. */
export const NEW_MATCHES_CAP = 100;

/** The stored filter, parsed: a row written by an older build that no longer parses matches nothing rather than everything. */
export function storedFilter(row: Pick<SavedSearchRow, 'filter'>): ListingFilter | null {
  const parsed = savedFilterSchema.safeParse(row.filter);
  return parsed.success ? parsed.data : null;
}

/** Listings matching the search, published after `since` by someone else, counted up to NEW_MATCHES_CAP. */
export async function countNewMatches(db: Db, row: SavedSearchRow, since: Date): Promise<number> {
  const filter = storedFilter(row);
  if (!filter) return 0;
  const matching = db
    .select({ id: properties.id })
    .from(properties)
    .where(and(filterCondition(filter), eq(properties.availability, 'available'), gt(properties.createdAt, since), ne(properties.ownerId, row.userId)))
    .limit(NEW_MATCHES_CAP)
    .as('matching');
  const [found] = await db.select({ n: count() }).from(matching);
  return found?.n ?? 0;
}

async function toSavedSearch(db: Db, row: SavedSearchRow): Promise<SavedSearch> {
  return {
    _id: row.id,
    name: row.name,
    filter: storedFilter(row) ?? EMPTY_FILTER,
    alert: row.alert,
    newMatches: await countNewMatches(db, row, row.seenAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function ownRow(db: Db, userId: string, id: string): Promise<SavedSearchRow> {
  if (!isId(id)) throw new HttpError(404, 'savedSearchNotFound');
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'savedSearchNotFound');
  return row;
}

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return Promise.all(rows.map((row) => toSavedSearch(db, row)));
}

/**
 * Saves under an id the device chose. The same id again (a queued save replayed) answers the search as it is;
 * an id another user holds is "not found", as if it did not exist.
 */
export async function saveSearch(db: Db, userId: string, id: string, input: SaveSearchInput, now: Date): Promise<{ search: SavedSearch; created: boolean }> {
  if (!isId(id)) throw new HttpError(404, 'savedSearchNotFound');
  const [existing] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  if (existing) {
    if (existing.userId !== userId) throw new HttpError(404, 'savedSearchNotFound');
    return { search: await toSavedSearch(db, existing), created: false };
  }
  const [held] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  if ((held?.n ?? 0) >= SAVED_SEARCHES_MAX) throw new HttpError(409, 'savedSearchesFull');
  const [row] = await db
    .insert(savedSearches)
    .values({ id, userId, name: input.name, filter: input.filter, seenAt: now, alertedAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning();
  // Two replays of one queued save at the same moment: the second finds the first's row.
  if (!row) return { search: await toSavedSearch(db, await ownRow(db, userId, id)), created: false };
  return { search: await toSavedSearch(db, row), created: true };
}

export async function updateSavedSearch(db: Db, userId: string, id: string, input: UpdateSavedSearchInput): Promise<SavedSearch> {
  await ownRow(db, userId, id);
  const changes: Partial<{ name: string; alert: AlertMode }> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.alert !== undefined) changes.alert = input.alert;
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, 'savedSearchNotFound');
  return toSavedSearch(db, row);
}

/** Deleting one already gone is fine (a queued delete may be replayed); another user's is "not found", and stays. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!isId(id)) return;
  const [row] = await db.select({ userId: savedSearches.userId }).from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  if (row && row.userId !== userId) throw new HttpError(404, 'savedSearchNotFound');
  await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
}

/** The user opened the search's list: its new matches start counting again from now. */
export async function markSavedSearchSeen(db: Db, userId: string, id: string, now: Date): Promise<SavedSearch> {
  await ownRow(db, userId, id);
  const [row] = await db
    .update(savedSearches)
    .set({ seenAt: now, alertedAt: sql`greatest(${savedSearches.alertedAt}, ${now})` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, 'savedSearchNotFound');
  return toSavedSearch(db, row);
}

/**
 * The saved searches a new listing matches, by the domain's predicate (the one the list page filters with), among
 * those with an alert on. The lister's own searches are left out: nobody wants an alert for their own listing.
 */
export async function searchesMatchingListing(db: Db, listing: PropertyRow, modes: AlertMode[] = ['instant', 'daily']): Promise<SavedSearchRow[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(and(ne(savedSearches.alert, 'off'), ne(savedSearches.userId, listing.ownerId)));
  return rows.filter((row) => {
    if (!modes.includes(row.alert)) return false;
    const filter = storedFilter(row);
    return filter !== null && matchesFilter({ ...listing, verifiedAt: listing.verifiedAt?.toISOString() ?? null }, filter);
  });
}

export async function findSavedSearch(db: Db, id: string): Promise<SavedSearchRow | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  return row ?? null;
}

export async function savedSearchesWithAlert(db: Db, alert: AlertMode): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.alert, alert)).orderBy(asc(savedSearches.userId), asc(savedSearches.createdAt));
}

/** The user has been told about the matches up to `at`. */
export async function markAlerted(db: Db, id: string, at: Date): Promise<void> {
  await db.update(savedSearches).set({ alertedAt: at }).where(eq(savedSearches.id, id));
}
