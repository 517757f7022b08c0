import { eq } from 'drizzle-orm';
import { isId } from '../../src/domain/ids.ts';
import { mayManageListing } from '../../src/domain/listing-rights.ts';
import type { Db } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import type { PropertyRow } from './property-view.ts';

/**
 * The owner (or an admin) sets how many minutes a listing is from its station, or clears it (null). The same value
 * again writes nothing, so the change counter, the caches and the devices' catalogues are left alone.
 */
export async function changeWalk(db: Db, actor: { id: string; role: string }, propertyId: string, walkMinutes: number | null): Promise<PropertyRow> {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
    if (!row) throw new HttpError(404, 'propertyNotFound');
    if (!mayManageListing(row.ownerId, actor.id, actor.role)) throw new HttpError(403, 'notAllowed');
    if (row.walkMinutes === walkMinutes) return row;
    const [updated] = await tx.update(properties).set({ walkMinutes }).where(eq(properties.id, propertyId)).returning();
    if (!updated) throw new HttpError(404, 'propertyNotFound');
    return updated;
  });
}
