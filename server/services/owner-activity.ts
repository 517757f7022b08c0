import { and, count, inArray, ne } from 'drizzle-orm';
import { type OwnListing, ownerListingState } from '../../src/domain/owner-activity.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { bookings, wishlist } from '../db/schema.ts';
import { viewsOf } from './listing-views.ts';
import { ownerListings } from './listings.ts';
import { readPriceHistory } from './price-history.ts';
import { toProperty } from './property-view.ts';

/** For each listing: the wishlists that hold it, and the visits booked to it and not cancelled. */
async function countsBy(db: Db, ids: string[]): Promise<{ saves: Map<string, number>; visits: Map<string, number> }> {
  const [saved, booked] = await Promise.all([
    db.select({ id: wishlist.propertyId, n: count() }).from(wishlist).where(inArray(wishlist.propertyId, ids)).groupBy(wishlist.propertyId),
    db
      .select({ id: bookings.propertyId, n: count() })
      .from(bookings)
      .where(and(inArray(bookings.propertyId, ids), ne(bookings.status, 'cancelled')))
      .groupBy(bookings.propertyId),
  ]);
  const visits = new Map<string, number>();
  for (const b of booked) if (b.id !== null) visits.set(b.id, b.n);
  return { saves: new Map(saved.map((s) => [s.id, s.n])), visits };
}

/** The owner's listings, newest first, each with its price history, where it stands and what it is doing. */
export async function ownListings(deps: AppDeps, ownerId: string): Promise<OwnListing[]> {
  const { db } = deps.database;
  const now = deps.now();
  const rows = await ownerListings(db, ownerId);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [views, { saves, visits }, histories] = await Promise.all([
    viewsOf(db, ids, now),
    countsBy(db, ids),
    Promise.all(rows.map((row) => readPriceHistory(db, row))),
  ]);
  return rows.map((row, i) => {
    const seen = views.get(row.id);
    return {
      ...toProperty(row, deps.storage.publicUrl, true),
      ...(histories[i] ?? { priceHistory: [] }),
      activity: {
        ...ownerListingState({ hidden: row.hiddenAt !== null, confirmedAt: row.confirmedAt }, now, deps.config.freshness),
        views: seen?.days ?? [],
        viewsTotal: seen?.total ?? 0,
        saves: saves.get(row.id) ?? 0,
        visits: visits.get(row.id) ?? 0,
      },
    };
  });
}
