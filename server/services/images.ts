import sharp, { type Metadata } from 'sharp';
import { type ACCEPTED_IMAGE_TYPES, MAX_IMAGE_PIXELS } from '../../src/domain/photo-upload.ts';
import { HttpError } from '../http-error.ts';

/**
 * The WebP widths written for every photo: phone list card, phone detail / desktop card, a full-width photo on
 * the usual 1.75-2x phone screen (without 960 those fetched the 1280, half as heavy again), desktop detail.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * WebP quality by width. The 960 and 1280 copies are what 1.75-2x phone screens and desktops fetch, where each
 * photo pixel is smaller than a screen pixel and the artefacts of a lower quality do not show; they bring a phone
 * card photo at 2x under its 25 KB budget (26.3 KB at 78).
 */
function webpQuality(width: number): number {
  return width >= 960 ? 68 : 78;
}

/** The formats the sniffer knows: exactly the picker's ACCEPTED_IMAGE_TYPES, so the two cannot drift apart. */
export type ImageFormat = (typeof ACCEPTED_IMAGE_TYPES)[number] extends `image/${infer F}` ? F : never;

/** The type as the bytes say it, whatever the file name or the browser's declared type claim. */
export function sniffImageType(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface CheckedImage {
  bytes: Buffer;
  /** Size once turned upright by its EXIF orientation. */
  width: number;
  height: number;
}

/** Refuses anything that is not a readable PNG, JPEG or WebP of sane pixel dimensions, before any of it is stored. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const format = sniffImageType(bytes);
  if (!format) throw new HttpError(400, 'imageBadType');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, 'imageUnreadable');
  }
  if (meta.format !== format || !meta.width || !meta.height) throw new HttpError(400, 'imageUnreadable');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new HttpError(400, 'imageTooManyPixels');
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return { bytes, width: upright.width, height: upright.height };
}

/** The widths to write: never upscaled, and a photo narrower than the smallest width keeps its own. */
export function widthsFor(width: number): number[] {
  const below: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width);
  return below.includes(top) ? below : [...below, top];
}

export interface EncodedImage {
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

/** A photo's pixels, upright and in sRGB, as sharp reads raw input back. */
export interface DecodedImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const isChannels = (n: number): n is 1 | 2 | 3 | 4 => n === 1 || n === 2 || n === 3 || n === 4;

/**
 * The photo upright at the smallest width written, as pixels: its smallest copy is encoded from them and the duplicate
 * check hashes them (server/services/photo-hash.ts), so the upload decodes and shrinks each photo once for both.
 */
export async function decodeSmallest(bytes: Buffer): Promise<DecodedImage> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: IMAGE_WIDTHS[0], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (!isChannels(info.channels)) throw new RangeError(`${info.channels} channels`);
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    throw new HttpError(400, 'imageUnreadable');
  }
}

/**
 * Upright, metadata-free WebP copies in each width, encoded in parallel. sharp drops EXIF (GPS!), XMP
 * and ICC unless asked to keep them; the colours are converted to sRGB first. `effort` trades encode time
 * for bytes (0-6): uploads take 3; the drawn demo photos, flat colour that compresses well anyway, take less.
 * The smallest copy comes from `smallest` when the caller has decoded it already (decodeSmallest).
 */
export async function encodeImage(image: CheckedImage, effort = 3, smallest?: DecodedImage): Promise<EncodedImage> {
  // An instance per width on the same bytes, not clone(): sharp's clone() copies its options with structuredClone,
  // the input buffer with them, and that copying was most of the demo photo pool's time (docs/benchmarks.md, "Seed at scale").
  const base = () => sharp(image.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient();
  const widths = widthsFor(image.width);
  try {
    const variants = await Promise.all(
      widths.map(async (width) => ({
        width,
        data: await (smallest?.info.width === width
          ? sharp(smallest.data, { raw: smallest.info })
          : base().resize({ width, withoutEnlargement: true }).toColourspace('srgb')
        )
          .webp({ quality: webpQuality(width), effort })
          .toBuffer(),
      })),
    );
    return { width: image.width, height: image.height, variants };
  } catch {
    throw new HttpError(400, 'imageUnreadable');
  }
}
