import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { photoHashes, properties } from '../db/schema.ts';
import { servingPacer } from '../jobs/yield-to-serving.ts';
import { findPossibleDuplicates, recordDuplicatePairs } from './duplicates.ts';

export interface PairingRun {
  /** Listings looked up. */
  listings: number;
  /** Pairs recorded that were not recorded before. */
  paired: number;
  /** The last listing looked up, where the next run goes on; null when the walk reached the end. */
  next: string | null;
}

/**
 * Pairs listings already listed the way an upload pairs a new one with them: each listing (not hidden) in id order
 * after `after`, at most `limit` a run, is looked up with its stored photo hashes and fields through the upload's own
 * lookup and rule (findPossibleDuplicates), and the matches listed before it are recorded with it as the copy, so each
 * pair is recorded once, from its later side, as the upload would have. Yields to serving between listings.
 */
export async function pairExistingListings(db: Db, photoBase: string, after: string | null, limit: number, now: Date): Promise<PairingRun> {
  const listings = await db
    .select({
      id: properties.id,
      location: properties.location,
      station: properties.station,
      type: properties.type,
      price: properties.price,
      carpetArea: properties.carpetArea,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .where(and(after ? gt(properties.id, after) : undefined, isNull(properties.hiddenAt)))
    .orderBy(asc(properties.id))
    .limit(limit);
  const pause = servingPacer();
  let paired = 0;
  for (const listing of listings) {
    await pause();
    const photos = await db.select({ key: photoHashes.photoKey, hash: photoHashes.hash }).from(photoHashes).where(eq(photoHashes.propertyId, listing.id));
    if (photos.length === 0) continue;
    const matches = (
      await findPossibleDuplicates(
        db,
        listing,
        photos.map((p) => p.hash),
        photoBase,
      )
    )
      // The same stored file is no re-upload: seeded listings share a pool of drawn photos (server/seed), and an upload
      // always stores its own, so only a match on another file is a copy.
      .filter((m) => m._id !== listing.id && !photos.some((p) => p.key === m.theirKey));
    if (matches.length === 0) continue;
    const earlier = new Set(
      (
        await db
          .select({ id: properties.id, createdAt: properties.createdAt })
          .from(properties)
          .where(
            inArray(
              properties.id,
              matches.map((m) => m._id),
            ),
          )
      )
        .filter((o) => listedBefore(o, listing))
        .map((o) => o.id),
    );
    const originals = matches.filter((m) => earlier.has(m._id));
    paired += await recordDuplicatePairs(db, listing.id, photos, originals, now);
  }
  const last = listings.at(-1);
  return { listings: listings.length, paired, next: listings.length === limit && last ? last.id : null };
}

/** Which of two listings came first: the earlier one is the original; the same instant goes by id, so one side wins. */
function listedBefore(a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }): boolean {
  return a.createdAt.getTime() < b.createdAt.getTime() || (a.createdAt.getTime() === b.createdAt.getTime() && a.id < b.id);
}
