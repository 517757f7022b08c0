import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, gt, sql } from 'drizzle-orm';
import { photoFile } from '../../src/domain/photo-keys.ts';
import type { Db } from '../db/client.ts';
import { photoHashes, properties, type StoredImage } from '../db/schema.ts';
import { servingPacer } from '../jobs/yield-to-serving.ts';
import { type HashedPhoto, storeListingsPhotoHashes } from './duplicates.ts';
import { photoHash } from './photo-hash.ts';
import type { Storage } from './storage.ts';
import type { WorkLog } from './work-log.ts';

/**
 * Listings per batch: one read, at most one photo decoded at a time, two writes, then the event loop's turn. On the
 * embedded database each statement holds the thread while it runs: 10 listings (about 280 band rows) took 50-90 ms on
 * a machine loaded 12 times over, 50 listings 300-1,000 ms.
 */
const BATCH = 10;

/** A stored copy of the photo: the smallest width, which hashes within a bit or two of the original (tests/unit/server/photo-hash.test.ts). */
export async function readSmallest(storage: Storage, image: StoredImage): Promise<Buffer | null> {
  const width = Math.min(...image.widths);
  if (!Number.isFinite(width)) return null;
  const file = photoFile(image.key, width);
  if (storage.localRoot) return readFile(join(storage.localRoot, file)).catch(() => null);
  const res = await fetch(`${storage.publicUrl}${file}`).catch(() => null);
  return res?.ok ? Buffer.from(await res.arrayBuffer()) : null;
}

/**
 * Hashes the photos of every listing that has none yet: the seeded listings, and those published before photos were
 * hashed, so an upload finds them too. Seeded listings share a pool of photos, so each stored photo is read once.
 * A photo that cannot be read is skipped (logged); the walk goes by id, so it never loops on one. `stopped` ends it
 * between batches (the server is closing); the next start goes on where it left off.
 */
export async function hashUnhashedListings(db: Db, storage: Storage, log: WorkLog, stopped: () => boolean = () => false): Promise<number> {
  const known = new Map<string, bigint | null>();
  let after = '00000000-0000-0000-0000-000000000000';
  let hashed = 0;
  const pause = servingPacer();
  for (;;) {
    await pause();
    const rows = await db
      .select({ id: properties.id, images: properties.images })
      .from(properties)
      .where(and(gt(properties.id, after), sql`not exists (select 1 from ${photoHashes} where ${photoHashes.propertyId} = ${properties.id})`))
      .orderBy(asc(properties.id))
      .limit(BATCH);
    const last = rows.at(-1);
    if (!last || stopped()) return hashed;
    after = last.id;
    const batch: { propertyId: string; photos: HashedPhoto[] }[] = [];
    for (const row of rows) {
      const photos: HashedPhoto[] = [];
      for (const image of row.images) {
        if (!known.has(image.key)) {
          const bytes = await readSmallest(storage, image);
          const hash = bytes ? await photoHash(bytes).catch(() => null) : null;
          if (hash === null) log.warn({ key: image.key }, 'photo not hashed: unreadable');
          known.set(image.key, hash);
        }
        const hash = known.get(image.key);
        if (hash !== undefined && hash !== null) photos.push({ key: image.key, hash });
      }
      batch.push({ propertyId: row.id, photos });
      if (photos.length > 0) hashed++;
    }
    await storeListingsPhotoHashes(db, batch);
  }
}
