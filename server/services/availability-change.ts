import { eq } from 'drizzle-orm';
import { type Availability, availabilityRefusal, relistKeepsHistory } from '../../src/domain/availability-core.ts';
import { isId } from '../../src/domain/ids.ts';
import { mayManageListing } from '../../src/domain/listing-rights.ts';
import type { Db } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { recordPrice } from './price-history.ts';
import type { PropertyRow } from './property-view.ts';

/**
 * The owner (or an admin) takes a listing off the market (sold, rented, withdrawn) or relists it. The row is locked
 * while it is read and written, and the same state again writes nothing (no change stamp, caches kept). Relisting
 * counts as the owner's confirmation that it is available. Relisted within the window (RELIST_KEEP_DAYS) it keeps
 * its first date and price history; past it, it starts anew at `now` with its current price as the first point.
 */
export async function changeAvailability(db: Db, actor: { id: string; role: string }, propertyId: string, to: Availability, now: Date): Promise<PropertyRow> {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
    if (!row) throw new HttpError(404, 'propertyNotFound');
    if (!mayManageListing(row.ownerId, actor.id, actor.role)) throw new HttpError(403, 'notAllowed');
    if (row.availability === to) return row;
    const refusal = availabilityRefusal(row.type, to);
    if (refusal) throw new HttpError(400, refusal);
    const startsAnew = to === 'available' && row.availabilityChangedAt !== null && !relistKeepsHistory(row.availabilityChangedAt, now);
    const [updated] = await tx
      .update(properties)
      .set({
        availability: to,
        availabilityChangedAt: now,
        ...(to === 'available' ? { confirmedAt: now } : {}),
        ...(startsAnew ? { listedSince: now } : {}),
      })
      .where(eq(properties.id, propertyId))
      .returning();
    if (!updated) throw new HttpError(404, 'propertyNotFound');
    if (startsAnew) await recordPrice(tx, propertyId, updated.price, null, now);
    return updated;
  });
}
