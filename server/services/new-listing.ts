import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { photoFile, uploadPhotoKey } from '../../src/domain/photo-keys.ts';
import { MAX_IMAGES, type PropertyFields } from '../../src/domain/property.ts';
import type { Db } from '../db/client.ts';
import type { StoredImage } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { findPossibleDuplicates, recordDuplicatePairs, storePhotoHashes, type DuplicateMatch } from './duplicates.ts';
import { checkImage, decodeSmallest, encodeImage } from './images.ts';
import { insertListing, listingValues } from './listings.ts';
import { photoHashOfPixels } from './photo-hash.ts';
import type { PropertyRow } from './property-view.ts';
import type { Storage } from './storage.ts';

/** Every stored file of a photo. */
export function photoFiles(image: StoredImage): string[] {
  return image.widths.map((w) => photoFile(image.key, w));
}

/** The photos of a form, checked and hashed: 400 for none, too many, or any that is not a readable image. */
export async function hashUploads(uploads: Buffer[]) {
  if (uploads.length === 0) throw new HttpError(400, 'imagesNone');
  if (uploads.length > MAX_IMAGES) throw new HttpError(400, 'imagesTooMany');
  const checked = [];
  for (const bytes of uploads) checked.push(await checkImage(bytes));
  const decoded = await Promise.all(checked.map((image) => decodeSmallest(image.bytes)));
  const hashes = await Promise.all(decoded.map((pixels) => photoHashOfPixels(pixels)));
  return { checked, decoded, hashes };
}

export interface CreatedListing {
  row: PropertyRow;
  /** Listed homes it looks like (server/services/duplicates.ts), recorded for the moderators. */
  possibleDuplicates: DuplicateMatch[];
}

/**
 * All or nothing: every photo is checked before anything is written, the files are written, then the row
 * is inserted with its photo hashes and the listed homes it looks like; if any step fails the written files
 * are removed again, so a failure leaves no trace.
 */
export async function createListing(
  db: Db,
  storage: Storage,
  ownerId: string,
  fields: PropertyFields,
  uploads: Buffer[],
  photoBase: string,
  now: Date,
): Promise<CreatedListing> {
  const { checked, decoded, hashes } = await hashUploads(uploads);
  const values = listingValues(ownerId, fields, []);
  const station = values.station ?? null;
  const possibleDuplicates = await findPossibleDuplicates(db, { ...fields, station }, hashes, photoBase);

  // Time-ordered (version 7): the catalogue derives its first half from the listing's creation time (decision 0083).
  const id = uuidv7();
  const written: string[] = [];
  try {
    const encoded = await Promise.all(checked.map((image, i) => encodeImage(image, 3, decoded[i])));
    const images: StoredImage[] = [];
    for (const photo of encoded) {
      const key = uploadPhotoKey(id, randomBytes(6).toString('hex'));
      await Promise.all(
        photo.variants.map(async (v) => {
          const file = photoFile(key, v.width);
          written.push(file);
          await storage.put(file, v.data);
        }),
      );
      images.push({ key, width: photo.width, height: photo.height, widths: photo.variants.map((v) => v.width) });
    }
    const row = await insertListing(db, listingValues(ownerId, fields, images, id), async (tx, inserted) => {
      await storePhotoHashes(
        tx,
        inserted.id,
        images.flatMap((img, i) => {
          const hash = hashes[i];
          return hash === undefined ? [] : [{ key: img.key, hash }];
        }),
      );
      await recordDuplicatePairs(tx, inserted.id, images, possibleDuplicates, now);
    });
    return { row, possibleDuplicates };
  } catch (err) {
    await storage.remove(written);
    throw err;
  }
}

/** The files a deleted listing leaves behind: only its own, never the shared demo photos that seeded rows point at. */
export function ownedPhotoFiles(row: PropertyRow): string[] {
  return row.images.filter((img) => img.key.startsWith(`p/${row.id}/`)).flatMap(photoFiles);
}
