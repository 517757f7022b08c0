/**
 * When a new listing looks like a home already listed: the photo hash, its distance, the bands the lookup indexes,
 * and the rule that puts photos and fields together. No zod here: duplicates.ts adds the endpoint schemas.
 */

/**
 * The difference hash reads a 9 x 8 grid of grey block averages: each of the 64 bits says whether a block is brighter than
 * its right neighbour. The photo is first scaled to DHASH_SAMPLE times that grid and averaged block by block here: a plain
 * resize straight to 9 x 8 samples too few pixels, and a JPEG re-encode alone then moved 12 of the bits.
 */
export const DHASH_WIDTH = 9;
export const DHASH_HEIGHT = 8;
export const DHASH_SAMPLE = 8;

/**
 * A block counts as brighter only by more than this many grey levels (of 255): flat walls and skies give equal
 * neighbours, and without it the noise of a re-encode decides their bits.
 */
export const DHASH_MARGIN = 2;

/**
 * Two photos are the same photo at most this many of 64 bits apart. Re-encoded and resized copies of the seed's photos
 * stay within 2, copies trimmed by 1% at each edge within 6; different photos, even of the same kind of room, are 7 or
 * more apart (tests/unit/server/photo-hash.test.ts measures both).
 */
export const PHOTO_MATCH_BITS = 6;

/**
 * The 64 bits cut into PHOTO_MATCH_BITS + 1 bands (one of 10 bits, six of 9): two hashes at most PHOTO_MATCH_BITS apart
 * differ in at most that many bands, so at least one band is equal in both (pigeonhole). The lookup reads the
 * listings that share a band value with a new photo from an index, then measures the whole distance.
 */
export const BAND_BITS: readonly number[] = [10, 9, 9, 9, 9, 9, 9];

/** Why a moderator hid a listing, beyond their own words: the owner reads it in their language. */
export const HIDDEN_AS = ['duplicate'] as const;
export type HiddenAs = (typeof HIDDEN_AS)[number];

/** How many possible duplicates a check names at most, closest first. */
export const DUPLICATES_SHOWN = 5;

/** Price and carpet area may differ this much (a fraction of the larger) and still be the same home. */
export const SAME_HOME_TOLERANCE = 0.05;

/** The dHash of a grey image of (DHASH_WIDTH x DHASH_HEIGHT) x DHASH_SAMPLE pixels, row by row; the first pair is the highest bit. */
export function dhashOfGrey(pixels: ArrayLike<number>): bigint {
  const f = DHASH_SAMPLE;
  const width = DHASH_WIDTH * f;
  if (pixels.length !== width * DHASH_HEIGHT * f) throw new RangeError('dhashOfGrey needs a 72 x 64 grey image');
  const blocks: number[] = [];
  for (let by = 0; by < DHASH_HEIGHT; by++) {
    for (let bx = 0; bx < DHASH_WIDTH; bx++) {
      let sum = 0;
      for (let y = by * f; y < (by + 1) * f; y++) for (let x = bx * f; x < (bx + 1) * f; x++) sum += pixels[y * width + x] ?? 0;
      blocks.push(sum / (f * f));
    }
  }
  let hash = 0n;
  for (let y = 0; y < DHASH_HEIGHT; y++) {
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      const left = blocks[y * DHASH_WIDTH + x] ?? 0;
      const right = blocks[y * DHASH_WIDTH + x + 1] ?? 0;
      hash = (hash << 1n) | (left - right > DHASH_MARGIN ? 1n : 0n);
    }
  }
  return hash;
}

/**
 * Grey levels of interleaved pixels with `channels` values each (grey, grey and alpha, RGB, RGBA): Rec. 601 luma for
 * colour, the alpha left out.
 */
export function greyOf(data: ArrayLike<number>, channels: number): Float32Array {
  const n = Math.floor(data.length / channels);
  const grey = new Float32Array(n);
  for (let i = 0, o = 0; i < n; i++, o += channels) {
    grey[i] = channels >= 3 ? 0.299 * (data[o] ?? 0) + 0.587 * (data[o + 1] ?? 0) + 0.114 * (data[o + 2] ?? 0) : (data[o] ?? 0);
  }
  return grey;
}

/**
 * A photo of one colour, or one that only brightens left to right, sets no bit: it says nothing about which home it
 * shows, and every such photo would match every other. The check leaves them out.
 */
export function isFeatureless(hash: bigint): boolean {
  return BigInt.asUintN(64, hash) === 0n;
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (x > 0n) {
    x &= x - 1n;
    bits++;
  }
  return bits;
}

/** The hash's band values, band 0 first (highest bits). */
export function hashBands(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  const values: number[] = [];
  let shift = 64;
  for (const bits of BAND_BITS) {
    shift -= bits;
    values.push(Number((unsigned >> BigInt(shift)) & ((1n << BigInt(bits)) - 1n)));
  }
  return values;
}

/** PostgreSQL's bigint is signed: the same 64 bits, read as a signed number, and back. */
export const toSignedHash = (hash: bigint): bigint => BigInt.asIntN(64, hash);
export const toUnsignedHash = (hash: bigint): bigint => BigInt.asUintN(64, hash);

/** 16 hex digits: how the hash travels in JSON (a 64-bit number does not fit a JavaScript number). */
export const hashToHex = (hash: bigint): string => toUnsignedHash(hash).toString(16).padStart(16, '0');
export const HASH_HEX = /^[0-9a-f]{16}$/;

/** The fields of a listing the rule compares. */
export interface HomeFields {
  /** Position in STATIONS, or null when the location names none. */
  station: number | null;
  location: string;
  type: 'sale' | 'rent';
  price: number;
  carpetArea: number;
}

function within(a: number, b: number): boolean {
  const larger = Math.max(Math.abs(a), Math.abs(b));
  return larger === 0 || Math.abs(a - b) <= larger * SAME_HOME_TOLERANCE;
}

/** Same station (or, where neither names one, the same location text), same sale or rent, price and area within 5%. */
export function sameHomeFields(a: HomeFields, b: HomeFields): boolean {
  const place = a.station !== null || b.station !== null ? a.station === b.station : a.location.trim().toLowerCase() === b.location.trim().toLowerCase();
  return place && a.type === b.type && within(a.price, b.price) && within(a.carpetArea, b.carpetArea);
}

/** The closest pair of photos of two listings, in bits. */
export function closestPhotos(mine: readonly bigint[], theirs: readonly bigint[]): number {
  let best = 64;
  for (const a of mine) for (const b of theirs) best = Math.min(best, hammingDistance(a, b));
  return best;
}

/**
 * A possible duplicate needs both: a photo the same as one of the listed home's, and the fields of the same home. A
 * shared photo alone is too little (a builder's brochure shot shows every flat of a tower, each at its own price), and
 * the fields alone far too little (every 1 BHK for rent near Andheri at about the same price).
 */
export function isPossibleDuplicate(distance: number, mine: HomeFields, theirs: HomeFields): boolean {
  return distance <= PHOTO_MATCH_BITS && sameHomeFields(mine, theirs);
}
