import { desc, gt, sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { toSummaryTuple, type CatalogueResponse } from '../../src/domain/catalogue.ts';
import type { PropertyImage } from '../../src/domain/property.ts';
import type { Db } from '../db/client.ts';
import { properties, type StoredImage } from '../db/schema.ts';
import { variantUrl, type PropertyRow } from './property-view.ts';

// Made and kept by migrations 0002 and 0003 (triggers on properties), never written by the app: not part of schema.ts.
const listingChanges = pgTable('listing_changes', {
  id: boolean('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  resetVersion: bigint('reset_version', { mode: 'number' }).notNull(),
});
const listingRemovals = pgTable('listing_removals', {
  id: uuid('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
const changeVersion = sql`${properties}."change_version"`;

/** The first photo in its smallest stored width: a card on a phone, and the least a device has to keep. */
function firstPhoto(images: StoredImage[], photoBase: string): PropertyImage[] {
  const img = images[0];
  if (!img) return [];
  const smallest = Math.min(...img.widths, img.width);
  return [{ imageUrl: variantUrl(photoBase, img.key, smallest), srcset: '', width: img.width, height: img.height }];
}

function summaryOf(row: PropertyRow, photoBase: string) {
  return toSummaryTuple({ ...row, _id: row.id, createdAt: row.createdAt.toISOString(), images: firstPhoto(row.images, photoBase) });
}

/**
 * Every listing changed after version `since` and every id removed after it, read after the version itself: a
 * change committed meanwhile shows up twice at most (now and next time), never not at all (migration 0003).
 */
export async function catalogueSince(db: Db, since: number, photoBase: string): Promise<CatalogueResponse> {
  const [counter] = await db.select().from(listingChanges);
  if (!counter) throw new Error('listing_changes has no row: migration 0002 did not run');
  const full = since === 0 || since > counter.version || since < counter.resetVersion;
  const rows = await db
    .select()
    .from(properties)
    .where(full ? undefined : gt(changeVersion, since))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  const removed = full ? [] : await db.select({ id: listingRemovals.id }).from(listingRemovals).where(gt(listingRemovals.version, since));
  return { version: counter.version, full, listings: rows.map((row) => summaryOf(row, photoBase)), removed: removed.map((r) => r.id) };
}
