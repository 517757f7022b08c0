import type { Db } from '../../server/db/client.ts';
import { properties } from '../../server/db/schema.ts';
import { stationIndexOf } from '../../src/domain/stations.ts';

type NewProperty = typeof properties.$inferInsert;

/** A listing row written straight to the database, for tests of features that only need one to exist. */
export async function insertProperty(db: Db, ownerId: string, over: Partial<NewProperty> = {}) {
  const location = over.location ?? 'Andheri West';
  const [row] = await db
    .insert(properties)
    .values({
      ownerId,
      propertyName: '2 BHK near Andheri station',
      type: 'sale',
      ucresale: 'resale',
      location,
      station: stationIndexOf(location),
      address: '12 SV Road, Andheri West, Mumbai 400058',
      price: 18_500_000,
      bedrooms: 2,
      carpetArea: 650,
      description: 'Bright flat, five minutes from the station.',
      images: [],
      ...over,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
