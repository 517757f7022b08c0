import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DUPLICATES_SHOWN,
  type HomeFields,
  hammingDistance,
  hashBands,
  isFeatureless,
  isPossibleDuplicate,
  PHOTO_MATCH_BITS,
  toSignedHash,
} from '../../src/domain/duplicates-core.ts';
import type { PossibleDuplicate } from '../../src/domain/duplicates.ts';
import type { Db } from '../db/client.ts';
import { duplicatePairs, photoHashBands, photoHashes, properties, type StoredImage } from '../db/schema.ts';
import { PHOTO_HASH_VERSION } from './photo-hash.ts';
import { variantUrl } from './property-view.ts';

/** A photo of a listing and its hash. */
export interface HashedPhoto {
  key: string;
  hash: bigint;
}

/** A possible duplicate, with which photos matched: the new one by its position, the listed one by its key. */
export interface DuplicateMatch extends PossibleDuplicate {
  mine: number;
  theirKey: string;
}

/** Stores the hashes of a listing's photos and their band rows; a photo stored before keeps its hash. */
export async function storePhotoHashes(db: Db, propertyId: string, photos: readonly HashedPhoto[]): Promise<void> {
  await storeListingsPhotoHashes(db, [{ propertyId, photos }]);
}

/**
 * storePhotoHashes for several listings in two statements, each row's columns sent as one array per column (`unnest`):
 * the background hashing writes a batch at a time, and building a statement of 7,000 parameters took longer in
 * JavaScript than the database took to insert the rows.
 */
export async function storeListingsPhotoHashes(db: Db, listings: readonly { propertyId: string; photos: readonly HashedPhoto[] }[]): Promise<void> {
  const rows = listings.flatMap(({ propertyId, photos }) => photos.map((p) => ({ propertyId, photoKey: p.key, hash: toSignedHash(p.hash).toString() })));
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into ${photoHashes} (property_id, photo_key, hash, hash_version) select *, ${PHOTO_HASH_VERSION}::smallint from unnest(${sql.param(rows.map((r) => r.propertyId))}::uuid[], ${sql.param(rows.map((r) => r.photoKey))}::text[], ${sql.param(rows.map((r) => r.hash))}::bigint[]) on conflict do nothing`,
  );
  await storeBands(db, rows);
}

async function storeBands(db: Db, rows: readonly { propertyId: string; photoKey: string; hash: string }[]): Promise<void> {
  const bands = rows.flatMap((row) => hashBands(BigInt(row.hash)).map((value, band) => ({ band, value, ...row })));
  await db.execute(
    sql`insert into ${photoHashBands} (band, value, property_id, photo_key, hash) select * from unnest(${sql.param(bands.map((b) => b.band))}::smallint[], ${sql.param(bands.map((b) => b.value))}::integer[], ${sql.param(bands.map((b) => b.propertyId))}::uuid[], ${sql.param(bands.map((b) => b.photoKey))}::text[], ${sql.param(bands.map((b) => b.hash))}::bigint[]) on conflict do nothing`,
  );
}

/**
 * A photo hashed the old way, hashed again: every listing's row for this photo (seeded listings share one) takes the new
 * hash and its marker, and its band rows are replaced, in one transaction so the lookup never sees a half-done photo.
 * Returns how many rows it rewrote.
 */
export async function rewritePhotoHash(db: Db, photoKey: string, hash: bigint): Promise<number> {
  const signed = toSignedHash(hash).toString();
  return db.transaction(async (tx) => {
    const rewritten = await tx
      .update(photoHashes)
      .set({ hash: BigInt(signed), hashVersion: PHOTO_HASH_VERSION })
      .where(and(eq(photoHashes.photoKey, photoKey), isNull(photoHashes.hashVersion)))
      .returning({ propertyId: photoHashes.propertyId });
    if (rewritten.length === 0) return 0;
    const ids = rewritten.map((r) => r.propertyId);
    await tx.delete(photoHashBands).where(and(eq(photoHashBands.photoKey, photoKey), inArray(photoHashBands.propertyId, ids)));
    await storeBands(
      tx,
      ids.map((propertyId) => ({ propertyId, photoKey, hash: signed })),
    );
    return rewritten.length;
  });
}

/**
 * The photos that share a band with one of `hashes` and are within the threshold of it: one index range per photo and
 * band (`band = b and value = v`), read from the index alone (the hash is in its key). PostgreSQL drops the far ones
 * (`bit_count` of the XOR) so that only near photos cross into JavaScript, where the distance is measured again.
 */
async function bandCandidates(db: Db, hashes: readonly bigint[]) {
  const ranges = hashes.flatMap((h) =>
    hashBands(h).map(
      (value, band) =>
        sql`(select ${photoHashBands.propertyId} as property_id, ${photoHashBands.photoKey} as photo_key, ${photoHashBands.hash} as hash from ${photoHashBands} where ${photoHashBands.band} = ${band} and ${photoHashBands.value} = ${value} and bit_count((${photoHashBands.hash} # ${toSignedHash(h).toString()}::bigint)::bit(64)) <= ${PHOTO_MATCH_BITS})`,
    ),
  );
  const rows = await db.execute(sql.join(ranges, sql` union all `));
  return candidateRows.parse(rows).rows;
}

const candidateRows = z.object({
  rows: z.array(z.object({ property_id: z.string(), photo_key: z.string(), hash: z.union([z.bigint(), z.string(), z.number()]).transform((h) => BigInt(h)) })),
});

/**
 * The listed homes (not hidden) that `fields` with these photo hashes look like (src/domain/duplicates-core.ts), closest
 * first. Candidates come from the band index; the distance is then measured exactly, and only listings with a photo
 * within the threshold are read to compare their fields.
 */
export async function findPossibleDuplicates(db: Db, fields: HomeFields, photos: readonly bigint[], photoBase: string): Promise<DuplicateMatch[]> {
  // Positions are kept: a match names the new photo by its place in the form.
  const hashes = photos.map((h) => (isFeatureless(h) ? null : h));
  const telling = hashes.filter((h) => h !== null);
  if (telling.length === 0) return [];
  const closest = new Map<string, { distance: number; mine: number; theirKey: string }>();
  for (const c of await bandCandidates(db, telling)) {
    hashes.forEach((mine, i) => {
      if (mine === null) return;
      const distance = hammingDistance(mine, c.hash);
      const best = closest.get(c.property_id);
      if (distance <= PHOTO_MATCH_BITS && (!best || distance < best.distance)) closest.set(c.property_id, { distance, mine: i, theirKey: c.photo_key });
    });
  }
  if (closest.size === 0) return [];
  const rows = await db
    .select({
      id: properties.id,
      propertyName: properties.propertyName,
      location: properties.location,
      station: properties.station,
      type: properties.type,
      price: properties.price,
      carpetArea: properties.carpetArea,
      images: properties.images,
    })
    .from(properties)
    .where(and(inArray(properties.id, [...closest.keys()]), isNull(properties.hiddenAt)));
  return rows
    .flatMap((row): DuplicateMatch[] => {
      const best = closest.get(row.id);
      if (!best || !isPossibleDuplicate(best.distance, fields, row)) return [];
      return [
        {
          _id: row.id,
          propertyName: row.propertyName,
          location: row.location,
          type: row.type,
          price: row.price,
          carpetArea: row.carpetArea,
          photoUrl: smallPhotoUrl(row.images, best.theirKey, photoBase),
          distance: best.distance,
          mine: best.mine,
          theirKey: best.theirKey,
        },
      ];
    })
    .sort((a, b) => a.distance - b.distance || a._id.localeCompare(b._id))
    .slice(0, DUPLICATES_SHOWN);
}

/** The smallest stored copy of one of a listing's photos, for a thumbnail. */
export function smallPhotoUrl(images: readonly StoredImage[], key: string, photoBase: string): string | null {
  const image = images.find((img) => img.key === key);
  const width = image ? Math.min(...image.widths) : undefined;
  return image && width !== undefined && Number.isFinite(width) ? variantUrl(photoBase, image.key, width) : null;
}

/** Records the new listing's matches for the moderators' list; the same pair is recorded once. Returns how many were new. */
export async function recordDuplicatePairs(
  db: Db,
  copyId: string,
  copyPhotos: readonly Pick<StoredImage, 'key'>[],
  matches: readonly DuplicateMatch[],
  now: Date,
) {
  const rows = matches.flatMap((m) => {
    const mine = copyPhotos[m.mine];
    return mine ? [{ copyId, originalId: m._id, distance: m.distance, copyPhotoKey: mine.key, originalPhotoKey: m.theirKey, createdAt: now }] : [];
  });
  if (rows.length === 0) return 0;
  return (await db.insert(duplicatePairs).values(rows).onConflictDoNothing().returning({ id: duplicatePairs.id })).length;
}
