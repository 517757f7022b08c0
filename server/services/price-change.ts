import { eq } from 'drizzle-orm';
import { isId } from '../../src/domain/ids.ts';
import { mayManageListing } from '../../src/domain/listing-rights.ts';
import type { Db } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { recordPrice } from './price-history.ts';
import type { PropertyRow } from './property-view.ts';

export interface PriceChange {
  row: PropertyRow;
  /** The price before; equal to the row's when nothing changed. */
  oldPrice: number;
}

/**
 * The owner (or an admin) sets a listing's price. The row is locked while it is read and written, so two changes at
 * once each see the price the other left, and a drop is told once. The same price again writes nothing: the
 * change counter, the caches, the savers and the price history are left alone; a real change adds a history point.
 */
export async function changePrice(db: Db, actor: { id: string; role: string }, propertyId: string, price: number): Promise<PriceChange> {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
    if (!row) throw new HttpError(404, 'propertyNotFound');
    if (!mayManageListing(row.ownerId, actor.id, actor.role)) throw new HttpError(403, 'notAllowed');
    if (row.price === price) return { row, oldPrice: price };
    const [updated] = await tx.update(properties).set({ price }).where(eq(properties.id, propertyId)).returning();
    if (!updated) throw new HttpError(404, 'propertyNotFound');
    await recordPrice(tx, propertyId, price, row.price);
    return { row: updated, oldPrice: row.price };
  });
}
