import { eq } from 'drizzle-orm';
import { isId } from '../../src/domain/ids.ts';
import { mayManageListing } from '../../src/domain/listing-rights.ts';
import type { Db } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import type { PropertyRow } from './property-view.ts';

/**
 * The owner (or an admin) sets a rent's security deposit, or clears it (null); a sale has none, so asking for one is
 * refused. The same value again writes nothing, so the caches and the devices' catalogues are left alone.
 */
export async function changeDeposit(db: Db, actor: { id: string; role: string }, propertyId: string, deposit: number | null): Promise<PropertyRow> {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
    if (!row) throw new HttpError(404, 'propertyNotFound');
    if (!mayManageListing(row.ownerId, actor.id, actor.role)) throw new HttpError(403, 'notAllowed');
    if (row.type !== 'rent') throw new HttpError(400, 'depositOnlyForRent');
    if (row.deposit === deposit) return row;
    const [updated] = await tx.update(properties).set({ deposit }).where(eq(properties.id, propertyId)).returning();
    if (!updated) throw new HttpError(404, 'propertyNotFound');
    return updated;
  });
}
