import sharp from 'sharp';
import { DHASH_HEIGHT, DHASH_SAMPLE, DHASH_WIDTH, dhashOfGrey, greyOf } from '../../src/domain/duplicates-core.ts';
import { HttpError } from '../http-error.ts';
import { type DecodedImage, decodeSmallest } from './images.ts';

/**
 * How the stored hashes are made today, kept beside each one (photo_hashes.hash_version): from the pixels of the one
 * decode an upload makes for its 320 px copy, made grey in code. Hashes without it were made from a second decode
 * made grey by libvips, a few bits away; the rehash job (server/services/photo-rehash.ts) makes them again.
 */
export const PHOTO_HASH_VERSION = 1;

/**
 * The difference hash (src/domain/duplicates-core.ts) of a photo's smallest copy, as decodeSmallest gives it: grey,
 * squeezed to 72 x 64 whatever its shape, so a copy re-encoded, resized or trimmed at the edges hashes to within a few
 * bits of the original. An upload hashes the pixels it decodes for its smallest copy anyway.
 */
export async function photoHashOfPixels(pixels: DecodedImage): Promise<bigint> {
  try {
    // Resized in colour, made grey here: libvips' own grey conversion took half of each photo's time. The cubic kernel
    // keeps copies as close as Lanczos does, a little faster.
    const { data, info } = await sharp(pixels.data, { raw: pixels.info })
      .resize(DHASH_WIDTH * DHASH_SAMPLE, DHASH_HEIGHT * DHASH_SAMPLE, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return dhashOfGrey(greyOf(data, info.channels));
  } catch {
    throw new HttpError(400, 'imageUnreadable');
  }
}

/** The hash of a photo's bytes: decoded as an upload decodes them, then hashed. */
export async function photoHash(bytes: Buffer): Promise<bigint> {
  return photoHashOfPixels(await decodeSmallest(bytes));
}
