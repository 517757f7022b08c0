import { and, desc, eq } from 'drizzle-orm';
import type { Property } from '../../src/domain/property.ts';
import { isId } from '../../src/domain/ids.ts';
import type { Db } from '../db/client.ts';
import { properties, wishlist } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { toProperty } from './property-view.ts';

async function requireProperty(db: Db, propertyId: string): Promise<void> {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  const [row] = await db.select({ hiddenAt: properties.hiddenAt }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  if (!row || row.hiddenAt) throw new HttpError(404, 'propertyNotFound');
}

/** Saves a listing; saving it again changes nothing (PUT, replayed by the offline queue). */
export async function addToWishlist(db: Db, userId: string, propertyId: string, now: Date): Promise<void> {
  await requireProperty(db, propertyId);
  await db.insert(wishlist).values({ userId, propertyId, createdAt: now }).onConflictDoNothing();
}

/** Removes a listing; removing one that is not saved, or no longer exists, is fine (DELETE, replayed by the offline queue). */
export async function removeFromWishlist(db: Db, userId: string, propertyId: string): Promise<void> {
  if (!isId(propertyId)) return;
  await db.delete(wishlist).where(and(eq(wishlist.userId, userId), eq(wishlist.propertyId, propertyId)));
}

/** POST /api/user/wishlist/{id}: saved becomes unsaved and the other way round. Returns whether it is saved now. */
export async function toggleWishlist(db: Db, userId: string, propertyId: string, now: Date): Promise<boolean> {
  await requireProperty(db, propertyId);
  const removed = await db
    .delete(wishlist)
    .where(and(eq(wishlist.userId, userId), eq(wishlist.propertyId, propertyId)))
    .returning({ id: wishlist.propertyId });
  if (removed.length > 0) return false;
  await db.insert(wishlist).values({ userId, propertyId, createdAt: now }).onConflictDoNothing();
  return true;
}

/** The saved listings in full, most recently saved first. */
export async function listWishlist(db: Db, userId: string, photoBase: string): Promise<Property[]> {
  const rows = await db
    .select({ property: properties })
    .from(wishlist)
    .innerJoin(properties, eq(properties.id, wishlist.propertyId))
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.createdAt), desc(properties.id));
  return rows.map((r) => toProperty(r.property, photoBase));
}
