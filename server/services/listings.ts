import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { isId } from '../../src/domain/ids.ts';
import { listingCommute } from '../../src/domain/commute/commute-filter.ts';
import { areaRange, type ListingFilter, searchForms, withoutStrayCommute } from '../../src/domain/listing-filter.ts';
import type { ListingPage } from '../../src/domain/listing-page.ts';
import type { Property, PropertyFields, PropertyType } from '../../src/domain/property.ts';
import { hasParking, type ListingFacts } from '../../src/domain/listing-facts.ts';
import { stationIndexOf } from '../../src/domain/stations.ts';
import type { Db } from '../db/client.ts';
import { bookings, properties, type StoredImage } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { commuteFirstIds, commuteMinutesSql, isCommuteKey, NO_COMMUTE_KEY } from './commute-sql.ts';
import { countListings } from './listing-count.ts';
import { decodeCursor, encodeCursor, newestFirst, olderThan, pageOf, type RowKey } from './page-cursor.ts';
import { recordPrice } from './price-history.ts';
import { toProperty, type PropertyRow } from './property-view.ts';
import { folds } from './text-match.ts';

/**
 * The SQL form of the domain's matchesFilter: the property-based test in tests/api holds the two to the
 * same answers. Text with a NUL never gets here: the shared text rule refuses it (src/domain/fields.ts).
 */
export function filterCondition(f: ListingFilter): SQL | undefined {
  const parts: SQL[] = [];
  const loc = f.location.trim();
  const forms = searchForms(f.q);
  if (forms.length > 0) {
    const any = or(...forms.flatMap((form) => [folds(properties.propertyName, form), folds(properties.location, form)]));
    if (any) parts.push(any);
  }
  if (f.type) parts.push(eq(properties.type, f.type));
  if (f.status) parts.push(eq(properties.ucresale, f.status));
  if (loc) parts.push(folds(properties.location, loc));
  const range = areaRange(f);
  if (range) parts.push(sql`${properties.station} between ${range[0]} and ${range[1]}`);
  // Prices are whole rupees, so "at most 1000.5" is "at most 1000"; clamping keeps the parameter a valid bigint.
  if (f.maxPrice !== null) parts.push(lte(properties.price, Math.min(Math.floor(f.maxPrice), Number.MAX_SAFE_INTEGER)));
  for (const key of f.amenities) parts.push(eq(properties[key], true));
  if (f.verified) parts.push(isNotNull(properties.verifiedAt));
  parts.push(...factsConditions(f));
  const commute = commuteMinutesSql(f);
  if (commute && f.maxCommute !== null) parts.push(sql`${commute} <= ${Math.trunc(f.maxCommute)}`);
  return and(...parts);
}

/** The facts' filters as SQL, each the predicate's (factsMatch in src/domain/listing-filter-core.ts). */
function factsConditions(f: ListingFilter): SQL[] {
  const parts: SQL[] = [];
  if (f.postedBy) parts.push(eq(properties.postedBy, f.postedBy));
  if (f.readyToMove) parts.push(eq(properties.possession, 'ready'));
  // A listing that states no maintenance or floor does not match a limit on it: null compares as unknown.
  if (f.maxMaintenance !== null) parts.push(lte(properties.maintenance, f.maxMaintenance));
  if (f.furnishing) parts.push(eq(properties.furnishing, f.furnishing));
  if (f.minFloor !== null) parts.push(gte(properties.floor, f.minFloor));
  if (f.maxFloor !== null) parts.push(lte(properties.floor, f.maxFloor));
  if (f.parking) parts.push(eq(properties.parking, true));
  return parts;
}

/**
 * Listings search shows: not taken down by a moderator, on the market (not sold, rented or withdrawn), and confirmed
 * by their owner since `unlistedBefore` (45 days by default; computed here, so no job has to flip a flag).
 */
export function listedCondition(unlistedBefore: Date): SQL | undefined {
  return and(isNull(properties.hiddenAt), eq(properties.availability, 'available'), gt(properties.confirmedAt, unlistedBefore));
}

const NEWEST_FIRST = newestFirst(properties.createdAt, properties.id);

/**
 * One page of matches, newest first (keyset pagination on created_at, id) or, with a destination and sort=commute,
 * shortest commute first (the commute leads the key), and how many match in all. With a destination each listing
 * carries its commute.
 */
export async function findListings(
  db: Db,
  filter: ListingFilter,
  page: { limit: number; cursor?: string | undefined },
  photoBase: string,
  unlistedBefore: Date,
): Promise<ListingPage> {
  const f = withoutStrayCommute(filter);
  const sortKey = f.sort === 'commute' && f.commuteTo !== '';
  const after = page.cursor ? decodeCursor(page.cursor, sortKey ? [isCommuteKey] : []) : null;
  const where = and(listedCondition(unlistedBefore), filterCondition(f));
  const keyset = after ? olderThan(properties.createdAt, properties.id, after) : undefined;
  const rows: { row: PropertyRow; key: number | null }[] = sortKey
    ? await commuteFirstRows(db, f, where, after, page.limit + 1)
    : (
        await db
          .select()
          .from(properties)
          .where(and(where, keyset))
          .orderBy(...NEWEST_FIRST)
          .limit(page.limit + 1)
      ).map((row) => ({ row, key: null }));
  const total = await countListings(db, f, where, and(listedCondition(unlistedBefore), filterCondition({ ...f, q: '', location: '' })));
  const { shown, nextCursor } = pageOf(rows, page.limit, (last) => encodeCursor(last.row, sortKey ? [String(last.key ?? NO_COMMUTE_KEY)] : []));
  return {
    properties: shown.map(({ row }) => withCommute(toProperty(row, photoBase), f)),
    nextCursor,
    total,
  };
}

/** One page's rows, shortest commute first: the ids in order from commuteFirstIds, then their rows. */
async function commuteFirstRows(db: Db, f: ListingFilter, where: SQL | undefined, after: RowKey | null, limit: number) {
  const ids = await commuteFirstIds(db, f, where, after, limit);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(properties)
    .where(
      inArray(
        properties.id,
        ids.map(({ id }) => id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap(({ id, key }) => {
    const row = byId.get(id);
    return row ? [{ row, key }] : [];
  });
}

/** A listing in a list answer with its commute to the filter's destination, when it has one. */
function withCommute(p: Property, f: ListingFilter): Property {
  const outcome = listingCommute(p, f);
  if (!outcome) return p;
  if (!outcome.ok) return { ...p, commute: null };
  const { minutes, walk, wait, ride, desk, via } = outcome.commute;
  return { ...p, commute: { minutes, walk, wait, ride, desk, via } };
}

export async function findProperty(db: Db, id: string): Promise<PropertyRow | null> {
  if (!isId(id)) return null;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row ?? null;
}

export async function getPropertyOr404(db: Db, id: string): Promise<PropertyRow> {
  const row = await findProperty(db, id);
  if (!row) throw new HttpError(404, 'propertyNotFound');
  return row;
}

/** A listing the public may open: a hidden one is not found, as if deleted. */
export async function getListedPropertyOr404(db: Db, id: string): Promise<PropertyRow> {
  const row = await findProperty(db, id);
  if (!row || row.hiddenAt) throw new HttpError(404, 'propertyNotFound');
  return row;
}

export async function ownerListings(db: Db, ownerId: string): Promise<PropertyRow[]> {
  return db
    .select()
    .from(properties)
    .where(eq(properties.ownerId, ownerId))
    .orderBy(...NEWEST_FIRST);
}

/** The row for new listing fields; the station is derived from the location text. */
export function listingValues(ownerId: string, fields: PropertyFields, images: StoredImage[], id?: string): typeof properties.$inferInsert {
  const amenities = new Set(fields.amenities);
  return {
    ...(id ? { id } : {}),
    ownerId,
    propertyName: fields.propertyName,
    type: fields.type,
    ucresale: fields.ucresale,
    location: fields.location,
    station: stationIndexOf(fields.location),
    walkMinutes: fields.walkMinutes,
    address: fields.address,
    price: fields.price,
    deposit: fields.type === 'rent' ? fields.deposit : null,
    bedrooms: fields.bedrooms,
    carpetArea: fields.carpetArea,
    description: fields.description,
    images,
    furnished: amenities.has('furnished'),
    parking: amenities.has('parking'),
    gym: amenities.has('gym'),
    swimming: amenities.has('swimming'),
    security: amenities.has('security'),
    ac: amenities.has('ac'),
    wifi: amenities.has('wifi'),
    reraNumber: fields.reraNumber ?? null,
    // A lister who ticked the furnished amenity and said no more has a furnished home.
    ...factValues(fields.type, { ...fields, furnishing: fields.furnishing ?? (amenities.has('furnished') ? 'furnished' : null) }),
  };
}

/**
 * The facts as stored, with the amenity flags that follow them (so the amenity filters still find them): brokerage
 * only an agent's, in the unit of the listing's type; a built year only a ready home's; OC only a sale's. The upload
 * and the owner's change of the facts both store them so.
 */
export function factValues(type: PropertyType, facts: ListingFacts): ListingFacts & { furnished?: boolean; parking?: true } {
  const agent = facts.postedBy === 'agent';
  return {
    postedBy: facts.postedBy,
    brokerageMonths: agent && type === 'rent' ? facts.brokerageMonths : null,
    brokeragePercent: agent && type === 'sale' ? facts.brokeragePercent : null,
    maintenance: facts.maintenance,
    floor: facts.floor,
    totalFloors: facts.totalFloors,
    possession: facts.possession,
    builtYear: facts.possession === 'ready' ? facts.builtYear : null,
    parkingCovered: facts.parkingCovered,
    parkingOpen: facts.parkingOpen,
    furnishing: facts.furnishing,
    facing: facts.facing,
    ocReceived: type === 'sale' ? facts.ocReceived : null,
    ...(facts.furnishing !== null ? { furnished: facts.furnishing === 'furnished' } : {}),
    ...(hasParking(facts) ? { parking: true } : {}),
  };
}

/** Inserts the listing with the first point of its price history, and whatever `alsoWith` writes, together. */
export async function insertListing(
  db: Db,
  values: typeof properties.$inferInsert,
  alsoWith?: (tx: Db, row: PropertyRow) => Promise<void>,
): Promise<PropertyRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(properties).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    await recordPrice(tx, row.id, row.price, null, row.createdAt);
    await alsoWith?.(tx, row);
    return row;
  });
}

/** Cancels the listing's bookings and deletes it (its wishlist entries go with it); returns the deleted row. */
export async function deleteListing(db: Db, id: string): Promise<PropertyRow | null> {
  return db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.propertyId, id), inArray(bookings.status, ['pending', 'confirmed'])));
    const [row] = await tx.delete(properties).where(eq(properties.id, id)).returning();
    return row ?? null;
  });
}
