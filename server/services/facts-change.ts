import { eq } from 'drizzle-orm';
import { isId } from '../../src/domain/ids.ts';
import { type FactsChange, factsOfListingSchema } from '../../src/domain/listing-facts-change.ts';
import { hasParking } from '../../src/domain/listing-facts.ts';
import { mayManageListing } from '../../src/domain/listing-rights.ts';
import type { Db } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import { HttpError, parseWith } from '../http-error.ts';
import { factValues } from './listings.ts';
import { factsOfRow, type PropertyRow } from './property-view.ts';

/**
 * The owner (or an admin) states the listing's facts anew, checked together against its type as the upload checks
 * them, and stored as the upload stores them. The same facts again write nothing, so the caches and the devices'
 * catalogues are left alone; any other change moves the listings' version (the table's triggers, migration 0003).
 */
export async function changeFacts(db: Db, actor: { id: string; role: string }, propertyId: string, facts: FactsChange): Promise<PropertyRow> {
  if (!isId(propertyId)) throw new HttpError(404, 'propertyNotFound');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
    if (!row) throw new HttpError(404, 'propertyNotFound');
    if (!mayManageListing(row.ownerId, actor.id, actor.role)) throw new HttpError(403, 'notAllowed');
    const checked = parseWith(factsOfListingSchema, { ...facts, type: row.type });
    const parkingStated = checked.parkingCovered !== null || checked.parkingOpen !== null;
    const values = {
      ...factValues(row.type, checked),
      // The facts are all the owner says here, so the amenity flags follow them both ways: furnished exactly when the
      // furnishing is (decision 0081), and parking cleared by spaces stated as none, as the page then says "No parking".
      furnished: checked.furnishing === 'furnished',
      ...(parkingStated && !hasParking(checked) ? { parking: false } : {}),
    };
    const next = { ...row, ...values };
    const same = JSON.stringify(factsOfRow(next)) === JSON.stringify(factsOfRow(row)) && next.furnished === row.furnished && next.parking === row.parking;
    if (same) return row;
    const [updated] = await tx.update(properties).set(values).where(eq(properties.id, propertyId)).returning();
    if (!updated) throw new HttpError(404, 'propertyNotFound');
    return updated;
  });
}
