import { and, eq, isNull, ne } from 'drizzle-orm';
import { type FairPrice, fairPrice } from '../../src/domain/fair-price.ts';
import type { Db } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import type { PropertyRow } from './property-view.ts';

/**
 * The listing against its station's other listings of its type, over every listing the public sees (the ones the
 * devices' catalogues hold): the query narrows to them, and the shared rule in src/domain decides.
 */
export async function readFairPrice(db: Db, row: PropertyRow): Promise<FairPrice | null> {
  if (row.station === null) return null;
  const others = await db
    .select({ _id: properties.id, station: properties.station, type: properties.type, price: properties.price, carpetArea: properties.carpetArea })
    .from(properties)
    .where(and(eq(properties.station, row.station), eq(properties.type, row.type), isNull(properties.hiddenAt), ne(properties.id, row.id)));
  return fairPrice({ _id: row.id, station: row.station, type: row.type, price: row.price, carpetArea: row.carpetArea }, others);
}
