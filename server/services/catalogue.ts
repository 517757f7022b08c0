import { and, between, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { bigint, boolean, pgTable } from 'drizzle-orm/pg-core';
import { catalogueResponseSchema, toSummaryTuple, type CatalogueResponse } from '../../src/domain/catalogue.ts';
import type { PropertyImage } from '../../src/domain/property.ts';
import type { Db } from '../db/client.ts';
import { encodeJson } from '../encode-json.ts';
import { createListingCache } from './listing-cache.ts';
import { listingRemovals, properties, type StoredImage } from '../db/schema.ts';
import { recentPriceDrops } from './price-history.ts';
import { variantUrl, type PropertyRow } from './property-view.ts';
import type { LastPriceDrop } from '../../src/domain/price-history.ts';

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

/** The first photo in its smallest stored width: a card on a phone, and the least a device has to keep. */
function firstPhoto(images: StoredImage[], photoBase: string): PropertyImage[] {
  const img = images[0];
  if (!img) return [];
  const smallest = Math.min(...img.widths, img.width);
  return [{ imageUrl: variantUrl(photoBase, img.key, smallest), srcset: '', width: img.width, height: img.height }];
}

function summaryOf(
  { hiddenAt: _hiddenAt, hiddenReason: _hiddenReason, availabilityChangedAt: _changedAt, listedSince: _listedSince, hiddenAs: _hiddenAs, ...row }: PropertyRow,
  photoBase: string,
  drop: LastPriceDrop | undefined,
) {
  return toSummaryTuple({
    ...row,
    ...(drop ? { lastPriceDrop: drop } : {}),
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt.toISOString(),
    images: firstPhoto(row.images, photoBase),
  });
}

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

/**
 * Every listing changed after version `since` and every id removed after it, read after the version itself: a
 * change committed meanwhile shows up twice at most (now and next time), never not at all (migration 0003).
 * Within an area range, a changed listing now outside it counts as removed for this device. A whole answer for a
 * scope holding more than `limit` listings is withheld: the device keeps none of them and asks the server.
 */
export async function catalogueSince(db: Db, since: number, photoBase: string, scope: CatalogueScope): Promise<CatalogueResponse> {
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
  const rows = await db
    .select()
    .from(properties)
    .where(full ? inScope : gt(changeVersion, since))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  const inRange = (row: PropertyRow) => !range || (row.station !== null && row.station >= range[0] && row.station <= range[1]);
  const removed = full ? [] : await db.select({ id: listingRemovals.id }).from(listingRemovals).where(gt(listingRemovals.version, since));
  // Hiding a listing, or taking it off the market, stamps its row like any change: a device that has it learns of it
  // as a removal, as it does of one that left its stretch of stations.
  const kept = (row: PropertyRow) => !row.hiddenAt && row.availability === 'available' && inRange(row);
  const drops = rows.length > 0 ? await recentPriceDrops(db) : new Map<string, LastPriceDrop>();
  return {
    version,
    full,
    listings: rows.filter(kept).map((row) => summaryOf(row, photoBase, drops.get(row.id))),
    removed: [...removed.map((r) => r.id), ...rows.filter((row) => !kept(row)).map((row) => row.id)],
    range,
    withheld: false,
  };
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
