import { count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DuplicatePair, DuplicatePairsPage, DuplicateSide } from '../../src/domain/duplicates.ts';
import type { PageParams } from '../../src/domain/page.ts';
import type { Db } from '../db/client.ts';
import { duplicatePairs, properties, users } from '../db/schema.ts';
import { smallPhotoUrl } from './duplicates.ts';
import { decodeCursor, encodeCursor, newestFirst, olderThan, pageOf } from './page-cursor.ts';

const copy = alias(properties, 'copy');
const original = alias(properties, 'original');
const copyOwner = alias(users, 'copy_owner');
const originalOwner = alias(users, 'original_owner');

type Listing = typeof properties.$inferSelect;
type Owner = typeof users.$inferSelect;

function side(row: Listing, owner: Owner, photoKey: string, photoBase: string): DuplicateSide {
  return {
    _id: row.id,
    propertyName: row.propertyName,
    location: row.location,
    type: row.type,
    price: row.price,
    carpetArea: row.carpetArea,
    photoUrl: smallPhotoUrl(row.images, photoKey, photoBase),
    owner: { _id: owner.id, name: owner.name, email: owner.email },
    createdAt: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
    hiddenAs: row.hiddenAs,
  };
}

/** The moderators' "Possible duplicates": the pairs recorded at upload or by the walk over listed homes, newest first, both listings side by side. */
export async function pageDuplicatePairs(db: Db, page: PageParams, photoBase: string): Promise<DuplicatePairsPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const [rows, [all]] = await Promise.all([
    db
      .select({ pair: duplicatePairs, copy, original, copyOwner, originalOwner })
      .from(duplicatePairs)
      .innerJoin(copy, eq(copy.id, duplicatePairs.copyId))
      .innerJoin(original, eq(original.id, duplicatePairs.originalId))
      .innerJoin(copyOwner, eq(copyOwner.id, copy.ownerId))
      .innerJoin(originalOwner, eq(originalOwner.id, original.ownerId))
      .where(after ? olderThan(duplicatePairs.createdAt, duplicatePairs.id, after) : undefined)
      .orderBy(...newestFirst(duplicatePairs.createdAt, duplicatePairs.id))
      .limit(page.limit + 1),
    db.select({ n: count() }).from(duplicatePairs),
  ]);
  const { shown, nextCursor } = pageOf(rows, page.limit, (last) => encodeCursor(last.pair));
  return {
    pairs: shown.map(
      (r): DuplicatePair => ({
        _id: r.pair.id,
        createdAt: r.pair.createdAt.toISOString(),
        distance: r.pair.distance,
        copy: side(r.copy, r.copyOwner, r.pair.copyPhotoKey, photoBase),
        original: side(r.original, r.originalOwner, r.pair.originalPhotoKey, photoBase),
      }),
    ),
    nextCursor,
    total: all?.n ?? 0,
  };
}
