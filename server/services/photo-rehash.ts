import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { photoHashes, properties, type StoredImage } from '../db/schema.ts';
import { servingPacer } from '../jobs/yield-to-serving.ts';
import { rewritePhotoHash } from './duplicates.ts';
import { photoHash } from './photo-hash.ts';
import { readSmallest } from './photo-hash-backfill.ts';
import type { Storage } from './storage.ts';
import type { WorkLog } from './work-log.ts';

export interface RehashRun {
  /** Photos hashed again (each may stand in several listings' rows). */
  photos: number;
  /** Photos this run could not read; their rows keep the old hash and no marker. */
  unreadable: number;
  /** Whether unmarked photos remain beyond this run's share. */
  more: boolean;
  /** The last key this run took: the next run starts after it. */
  lastKey: string;
}

/**
 * Hashes again, from its stored smallest copy, each photo whose hash was made the old way (no hash_version), at most
 * `limit` photos a run, one decode at a time, yielding to serving between photos. A photo that cannot be read is
 * skipped (logged) by walking the keys in order from `afterKey`, so a run never loops on it.
 */
export async function rehashOldPhotos(db: Db, storage: Storage, log: WorkLog, limit: number, afterKey = ''): Promise<RehashRun> {
  // One more than the share: whether there is more is known without a second query.
  const keys = await db
    .selectDistinct({ key: photoHashes.photoKey })
    .from(photoHashes)
    .where(and(isNull(photoHashes.hashVersion), sql`${photoHashes.photoKey} > ${afterKey}`))
    .orderBy(photoHashes.photoKey)
    .limit(limit + 1);
  const share = keys.slice(0, limit).map((k) => k.key);
  const pause = servingPacer();
  let photos = 0;
  let unreadable = 0;
  for (const key of share) {
    await pause();
    const image = await storedImage(db, key);
    const bytes = image ? await readSmallest(storage, image) : null;
    const hash = bytes ? await photoHash(bytes).catch(() => null) : null;
    if (hash === null) {
      log.warn({ key }, 'photo not rehashed: unreadable');
      unreadable++;
      continue;
    }
    await rewritePhotoHash(db, key, hash);
    photos++;
  }
  return { photos, unreadable, more: keys.length > limit, lastKey: share.at(-1) ?? afterKey };
}

/** The photo as a listing that shows it stores it: its key and widths. */
async function storedImage(db: Db, key: string): Promise<StoredImage | null> {
  const [row] = await db
    .select({ images: properties.images })
    .from(photoHashes)
    .innerJoin(properties, sql`${properties.id} = ${photoHashes.propertyId}`)
    .where(sql`${photoHashes.photoKey} = ${key}`)
    .limit(1);
  return row?.images.find((img) => img.key === key) ?? null;
}

/** Whether any photo still has a hash made the old way (read through the partial index of unmarked rows). */
export async function hasOldHashes(db: Db): Promise<boolean> {
  const [row] = await db.select({ key: photoHashes.photoKey }).from(photoHashes).where(isNull(photoHashes.hashVersion)).limit(1);
  return row !== undefined;
}
