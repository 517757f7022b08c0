import sharp from 'sharp';
import { DHASH_HEIGHT, DHASH_SAMPLE, DHASH_WIDTH, dhashOfGrey } from '../../src/domain/duplicates-core.ts';
import { MAX_IMAGE_PIXELS } from '../../src/domain/photo-upload.ts';
import { HttpError } from '../http-error.ts';

/**
 * The photo's difference hash (src/domain/duplicates-core.ts): turned upright, grey, squeezed to 72 x 64 whatever its
 * shape, so a copy re-encoded, resized or trimmed at the edges hashes to within a few bits of the original.
 */
export async function photoHash(bytes: Buffer): Promise<bigint> {
  try {
    const grey = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .autoOrient()
      .greyscale()
      .resize(DHASH_WIDTH * DHASH_SAMPLE, DHASH_HEIGHT * DHASH_SAMPLE, { fit: 'fill' })
      .raw()
      .toBuffer();
    return dhashOfGrey(grey);
  } catch {
    throw new HttpError(400, 'imageUnreadable');
  }
}
