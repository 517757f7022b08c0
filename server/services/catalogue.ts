import { setImmediate } from 'node:timers/promises';
import { and, between, count, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, pgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AMENITY_KEYS } from '../../src/domain/amenities.ts';
import { catalogueResponseSchema, type CatalogueResponse, type SummaryTuple } from '../../src/domain/catalogue.ts';
import type { FactsTuple } from '../../src/domain/catalogue-wire.ts';
import { FACINGS, FURNISHINGS, OC_STATES, POSTED_BY } from '../../src/domain/listing-facts.ts';
import type { LastPriceDrop } from '../../src/domain/price-history.ts';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus, type PropertyType } from '../../src/domain/property-kinds.ts';
import type { Db } from '../db/client.ts';
import { listingRemovals, properties, type StoredImage } from '../db/schema.ts';
import { encodeJson } from '../encode-json.ts';
import { createListingCache } from './listing-cache.ts';
import { newestFirst, olderThan } from './page-cursor.ts';
import { recentPriceDrops } from './price-history.ts';
import { variantUrl } from './property-view.ts';

// Made and kept by migrations 0002 and 0003 (triggers on properties): not part of schema.ts. The app only ever
// raises reset_version, when it prunes removals (below).
const listingChanges = pgTable('listing_changes', {
  id: boolean('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  resetVersion: bigint('reset_version', { mode: 'number' }).notNull(),
});

/**
 * How long a deletion is told to devices that sync by difference. A device that last synced longer ago gets the
 * whole catalogue again (about 240 KB for 5,000 listings, decision 0020): a month covers a commuter's longest gap.
 */
export const REMOVALS_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the removal rows older than REMOVALS_KEEP_MS, and raises reset_version to the newest version among them:
 * a device whose version is older than that may have missed one of those deletions, so it gets the whole catalogue
 * (`full: true`) instead of a difference that would keep a deleted listing on it. Housekeeping runs it hourly.
 */
export async function pruneRemovals(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const pruned = await tx
      .delete(listingRemovals)
      .where(lt(listingRemovals.removedAt, new Date(now.getTime() - REMOVALS_KEEP_MS)))
      .returning({ version: listingRemovals.version });
    const newest = pruned.reduce((max, r) => Math.max(max, r.version), 0);
    if (newest > 0) await tx.update(listingChanges).set({ resetVersion: sql`greatest(${listingChanges.resetVersion}, ${newest})` });
    return pruned.length;
  });
}
async function changeCounter(db: Db) {
  const [counter] = await db.select().from(listingChanges);
  if (!counter) throw new Error('listing_changes has no row: migration 0002 did not run');
  return counter;
}

/** The listings' version now: any change to a listing raises it. */
export async function catalogueVersion(db: Db): Promise<number> {
  return (await changeCounter(db)).version;
}

const changeVersion = sql`${properties}."change_version"`;

/** What a device asks to keep: every listing, or the stations between two (an area range, decision 0020). */
export interface CatalogueScope {
  range: [number, number] | null;
  /** More listings than this in the scope and it is withheld. */
  limit: number;
}

/**
 * The listings' version now, and whether a device at `since` gets the whole catalogue: it has none, or a version this
 * database never had, or one older than the deletions still told (reset_version).
 */
export async function catalogueState(db: Db, since: number): Promise<{ version: number; full: boolean }> {
  const counter = await changeCounter(db);
  return { version: counter.version, full: since === 0 || since > counter.version || since < counter.resetVersion };
}

/** How many listings one query reads: the catalogue is read a page at a time, other requests served between pages. */
export const CATALOGUE_PAGE = 5_000;

/** A time as whole milliseconds since 1970, as Date keeps it (a microsecond timestamp is cut, not rounded). */
const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/** The amenities as the tuple's bits: bit i is AMENITY_KEYS[i]. */
const amenityBits = sql.join(
  AMENITY_KEYS.map((key, i) => sql`(${properties[key]}::int << ${sql.raw(String(i))})`),
  sql` | `,
);

const nullOr =
  <T>(is: (v: unknown) => v is T) =>
  (v: unknown): v is T | null =>
    v === null || is(v);
const isNumber = (v: unknown): v is number => typeof v === 'number';
const isString = (v: unknown): v is string => typeof v === 'string';
const oneOf = <T extends string>(values: readonly T[]) => {
  const known = new Set<string>(values);
  return (v: unknown): v is T => typeof v === 'string' && known.has(v);
};
const isType = oneOf(PROPERTY_TYPES);
const isStatus = oneOf(PROPERTY_STATUSES);
const isPostedBy = oneOf(POSTED_BY);
const isFurnishing = nullOr(oneOf(FURNISHINGS));
const isOcState = nullOr(oneOf(OC_STATES));
const isFacing = nullOr(oneOf(FACINGS));
const isNumberOrNull = nullOr(isNumber);
const isStringOrNull = nullOr(isString);
const isImage = nullOr(
  (v: unknown): v is StoredImage =>
    typeof v === 'object' &&
    v !== null &&
    'key' in v &&
    isString(v.key) &&
    'width' in v &&
    isNumber(v.width) &&
    'height' in v &&
    isNumber(v.height) &&
    'widths' in v &&
    Array.isArray(v.widths) &&
    v.widths.every(isNumber),
);

/**
 * A listing as the catalogue reads it (catalogueRowSql): the summary tuple's places in its order, with the first
 * stored photo in place of its URL, the facts flat, and whether the device keeps it (else it is told as removed).
 */
type CatalogueRow = [
  id: string,
  propertyName: string,
  location: string,
  station: number | null,
  type: PropertyType,
  ucresale: PropertyStatus,
  price: number,
  bedrooms: number,
  carpetArea: number,
  amenityBits: number,
  reraNumber: string | null,
  createdMs: number,
  image: StoredImage | null,
  verifiedMs: number | null,
  confirmedMs: number,
  walkMinutes: number | null,
  deposit: number | null,
  ...facts: FactsTuple,
  kept: boolean,
];

/**
 * A type guard rather than a zod tuple: zod took about 0.5 s over 100,000 rows, this a tenth of that. The summary's
 * own limits are the wire schema's (catalogue.ts); this checks what the database sent is of the types named.
 */
function isCatalogueRow(v: unknown): v is CatalogueRow {
  return (
    Array.isArray(v) &&
    v.length === 30 &&
    isString(v[0]) &&
    isString(v[1]) &&
    isString(v[2]) &&
    isNumberOrNull(v[3]) &&
    isType(v[4]) &&
    isStatus(v[5]) &&
    isNumber(v[6]) &&
    isNumber(v[7]) &&
    isNumber(v[8]) &&
    isNumber(v[9]) &&
    isStringOrNull(v[10]) &&
    isNumber(v[11]) &&
    isImage(v[12]) &&
    isNumberOrNull(v[13]) &&
    isNumber(v[14]) &&
    isNumberOrNull(v[15]) &&
    isNumberOrNull(v[16]) &&
    isPostedBy(v[17]) &&
    isNumberOrNull(v[18]) &&
    isNumberOrNull(v[19]) &&
    isNumberOrNull(v[20]) &&
    isNumberOrNull(v[21]) &&
    isStringOrNull(v[22]) &&
    isFurnishing(v[23]) &&
    isOcState(v[24]) &&
    isNumberOrNull(v[25]) &&
    isNumberOrNull(v[26]) &&
    isNumberOrNull(v[27]) &&
    isFacing(v[28]) &&
    typeof v[29] === 'boolean'
  );
}
const catalogueRows = z.object({ rows: z.array(z.object({ rows: z.array(z.custom<CatalogueRow>(isCatalogueRow)).nullable() })) });

/**
 * One JSON array a listing, built by the database: reading a row's fields one by one (and its times as Dates) cost
 * PGlite about 5 s at 100,000 listings, one array of numbers and strings a fifth of that (decision 0086). The rules
 * are toSummaryTuple's, the tuple's places too: the brokerage by the type, the built year of a ready home alone.
 */
function catalogueRowSql(kept: SQL) {
  const p = properties;
  return sql`json_build_array(${p.id}, ${p.propertyName}, ${p.location}, ${p.station}, ${p.type}, ${p.ucresale}, ${p.price}, ${p.bedrooms},
    ${p.carpetArea}, ${amenityBits}, ${p.reraNumber}, ${epochMs(p.createdAt)}, ${p.images}->0, ${epochMs(p.verifiedAt)}, ${epochMs(p.confirmedAt)},
    ${p.walkMinutes}, ${p.deposit}, ${p.postedBy}, case when ${p.type} = 'rent' then ${p.brokerageMonths} else ${p.brokeragePercent} end,
    ${p.maintenance}, ${p.floor}, ${p.totalFloors}, ${p.possession}, ${p.furnishing}, ${p.ocReceived},
    case when ${p.possession} = 'ready' then ${p.builtYear} end, ${p.parkingCovered}, ${p.parkingOpen}, ${p.facing}, coalesce(${kept}, false))`;
}

/** The summary tuple of a row (toSummaryTuple's, which the catalogue's tests hold it equal to). */
function summaryTuple(r: CatalogueRow, photoBase: string, drop: LastPriceDrop | undefined): SummaryTuple {
  const img = r[12];
  // The first photo in its smallest stored width: a card on a phone, and the least a device has to keep.
  const photo: [string, number, number] | null = img ? [variantUrl(photoBase, img.key, Math.min(...img.widths, img.width)), img.width, img.height] : null;
  return [
    r[0],
    r[1],
    r[2],
    r[3],
    r[4],
    r[5],
    r[6],
    r[7],
    r[8],
    r[9],
    r[10],
    r[11],
    photo,
    r[13],
    r[14],
    r[15],
    drop ? [Date.parse(drop.date), drop.percent] : null,
    r[16],
    [r[17], r[18], r[19], r[20], r[21], r[22], r[23], r[24], r[25], r[26], r[27], r[28]],
  ];
}

/**
 * Every listing changed after version `since` and every id removed after it, read after the version itself: a
 * change committed meanwhile shows up twice at most (now and next time), never not at all (migration 0003).
 * Within an area range, a changed listing now outside it counts as removed for this device. A whole answer for a
 * scope holding more than `limit` listings is withheld: the device keeps none of them and asks the server.
 *
 * The listings are read newest first in pages of CATALOGUE_PAGE along properties_newest_idx, and the event loop
 * turns between pages: PGlite runs on this thread, and one query for 100,000 listings would hold every other
 * request for a second or more. A page starts after the last one's (created, id), which no update changes.
 */
export async function catalogueSince(db: Db, since: number, photoBase: string, scope: CatalogueScope, page = CATALOGUE_PAGE): Promise<CatalogueResponse> {
  const { version, full } = await catalogueState(db, since);
  const { range } = scope;
  const inScope = and(
    isNull(properties.hiddenAt),
    eq(properties.availability, 'available'),
    range ? between(properties.station, range[0], range[1]) : undefined,
  );
  if (full) {
    const [held] = await db.select({ n: count() }).from(properties).where(inScope);
    if ((held?.n ?? 0) > scope.limit) return { version, full, listings: [], removed: [], range, withheld: true };
  }
  // Hiding a listing, or taking it off the market, stamps its row like any change: a device that has it learns of it
  // as a removal, as it does of one that left its stretch of stations.
  const row = catalogueRowSql(inScope ?? sql`true`);
  const listings: SummaryTuple[] = [];
  const dropped: string[] = [];
  let drops: Map<string, LastPriceDrop> | null = null;
  let after: CatalogueRow | undefined;
  for (;;) {
    const older = after ? olderThan(properties.createdAt, properties.id, { lead: [], at: new Date(after[11]), id: after[0] }) : undefined;
    const result = await db.execute(sql`
      select json_agg(r.row order by r.created_at desc, r.id desc) as rows from (
        select ${row} as row, ${properties.createdAt} as created_at, ${properties.id} as id from ${properties}
        where ${and(full ? inScope : gt(changeVersion, since), older) ?? sql`true`}
        order by ${sql.join(newestFirst(properties.createdAt, properties.id), sql`, `)}
        limit ${page}
      ) r`);
    const read = catalogueRows.parse(result).rows[0]?.rows ?? [];
    if (read.length > 0) drops ??= await recentPriceDrops(db);
    for (const r of read) {
      if (r[29]) listings.push(summaryTuple(r, photoBase, drops?.get(r[0])));
      else dropped.push(r[0]);
    }
    after = read.at(-1);
    if (read.length < page) break;
    await setImmediate();
  }
  const removed = full ? [] : await db.select({ id: listingRemovals.id }).from(listingRemovals).where(gt(listingRemovals.version, since));
  return { version, full, listings, removed: [...removed.map((r) => r.id), ...dropped], range, withheld: false };
}

/**
 * Every device asks for the same few answers (the whole catalogue at first start, the difference since the last
 * version or two), and the whole one costs 0.3 s of queries at 5,000 listings. They are kept, serialised, in a
 * listing cache (decision 0014): under the listing change counter, so any change to a listing makes them
 * unreachable. 8 MB holds the whole catalogue of about 20,000 listings several times over.
 */
export const CATALOGUE_CACHE_BYTES = 8 * 1024 * 1024;

export function createCatalogueAnswers(
  db: Db,
  photoBase: string,
  limit: number,
): { since: (since: number, range: [number, number] | null) => Promise<string> } {
  const cache = createListingCache(db, CATALOGUE_CACHE_BYTES);
  return {
    since: (since, range) =>
      cache.read(`catalogue ${since} ${range?.join('-') ?? 'all'}`, async () =>
        encodeJson(catalogueResponseSchema, await catalogueSince(db, since, photoBase, { range, limit })),
      ),
  };
}
