import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAND_BITS,
  closestPhotos,
  DHASH_HEIGHT,
  DHASH_SAMPLE,
  DHASH_WIDTH,
  dhashOfGrey,
  greyOf,
  hammingDistance,
  hashBands,
  hashToHex,
  type HomeFields,
  isFeatureless,
  isPossibleDuplicate,
  PHOTO_MATCH_BITS,
  sameHomeFields,
  toSignedHash,
  toUnsignedHash,
} from '../../../src/domain/duplicates-core.ts';

const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const W = DHASH_WIDTH * DHASH_SAMPLE;
const H = DHASH_HEIGHT * DHASH_SAMPLE;

/** A grey image whose 9 x 8 blocks have the given brightness. */
function blocks(levels: (x: number, y: number) => number): number[] {
  const out: number[] = [];
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) out.push(levels(Math.floor(x / DHASH_SAMPLE), Math.floor(y / DHASH_SAMPLE)));
  return out;
}

describe('dhashOfGrey', () => {
  it('sets every bit where a block is brighter than its right neighbour, and none on a flat or rising image', () => {
    expect(dhashOfGrey(blocks((x) => 250 - x * 20))).toBe((1n << 64n) - 1n);
    expect(dhashOfGrey(blocks(() => 128))).toBe(0n);
    expect(dhashOfGrey(blocks((x) => x * 20))).toBe(0n);
  });

  it('reads rows top first and pairs left first: the highest bit is the top-left pair', () => {
    // Only the top row's first block is bright: one bit, the highest.
    expect(dhashOfGrey(blocks((x, y) => (x === 0 && y === 0 ? 200 : 100)))).toBe(1n << 63n);
    // Only the bottom row's second-to-last block is bright: the lowest bit.
    expect(dhashOfGrey(blocks((x, y) => (x === 7 && y === 7 ? 200 : 100)))).toBe(1n);
  });

  it('ignores differences of a grey level or two, which re-encoding makes on flat walls', () => {
    expect(dhashOfGrey(blocks((x) => 100 + (x % 2) * 2))).toBe(0n);
  });

  it('refuses an image of the wrong size', () => {
    expect(() => dhashOfGrey(new Array(72).fill(0))).toThrow(RangeError);
  });
});

describe('greyOf', () => {
  it('takes Rec. 601 luma of colour, the grey of grey, and leaves alpha out', () => {
    expect([...greyOf([255, 0, 0, 0, 255, 0, 0, 0, 255], 3)].map(Math.round)).toEqual([76, 150, 29]);
    expect([...greyOf([10, 255, 20, 0], 2)]).toEqual([10, 20]);
    expect([...greyOf([0, 0, 0, 0, 255, 255, 255, 0], 4)].map(Math.round)).toEqual([0, 255]);
  });
});

describe('hammingDistance', () => {
  it('counts the differing bits', () => {
    expect(hammingDistance(0n, 0n)).toBe(0);
    expect(hammingDistance(0n, (1n << 64n) - 1n)).toBe(64);
    expect(hammingDistance(0b1011n, 0b0110n)).toBe(3);
  });

  it('is the same for the signed form PostgreSQL stores', () => {
    fc.assert(fc.property(u64, u64, (a, b) => hammingDistance(toSignedHash(a), b) === hammingDistance(a, b)));
    fc.assert(fc.property(u64, (a) => toUnsignedHash(toSignedHash(a)) === a && hashToHex(a).length === 16));
  });
});

describe('hashBands', () => {
  it('cuts the 64 bits into one more band than the threshold', () => {
    expect(BAND_BITS.reduce((a, b) => a + b, 0)).toBe(64);
    expect(BAND_BITS).toHaveLength(PHOTO_MATCH_BITS + 1);
    expect(hashBands((1n << 64n) - 1n)).toEqual(BAND_BITS.map((bits) => 2 ** bits - 1));
  });

  it('puts any two hashes within the threshold into at least one equal band', () => {
    // A hash and a copy of it with up to PHOTO_MATCH_BITS bits flipped anywhere.
    const nearPair = fc
      .tuple(u64, fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: PHOTO_MATCH_BITS }))
      .map(([a, flips]) => [a, flips.reduce((h, bit) => h ^ (1n << BigInt(bit)), a)] as const);
    fc.assert(
      fc.property(nearPair, ([a, b]) => {
        expect(hammingDistance(a, b)).toBeLessThanOrEqual(PHOTO_MATCH_BITS);
        const [ba, bb] = [hashBands(a), hashBands(b)];
        return ba.some((v, i) => v === bb[i]);
      }),
      { numRuns: 2000 },
    );
  });

  it('can miss pairs further apart: the lookup promises nothing past the threshold', () => {
    // Seven flips, one in each band: no band is equal.
    let shift = 64;
    let b = 0n;
    for (const bits of BAND_BITS) {
      shift -= bits;
      b |= 1n << BigInt(shift);
    }
    const [ba, bb] = [hashBands(0n), hashBands(b)];
    expect(ba.some((v, i) => v === bb[i])).toBe(false);
  });
});

describe('the same-home rule', () => {
  const home: HomeFields = { station: 5, location: 'Andheri West', type: 'sale', price: 10_000_000, carpetArea: 600 };

  it('takes the same station and type with price and area within 5%', () => {
    expect(sameHomeFields(home, { ...home, price: 10_450_000, carpetArea: 575 })).toBe(true);
    expect(sameHomeFields(home, { ...home, price: 9_400_000 })).toBe(false);
    expect(sameHomeFields(home, { ...home, carpetArea: 660 })).toBe(false);
    expect(sameHomeFields(home, { ...home, station: 6 })).toBe(false);
    expect(sameHomeFields(home, { ...home, type: 'rent' })).toBe(false);
    expect(sameHomeFields(home, { ...home, station: null })).toBe(false);
  });

  it('compares the location text where neither names a station', () => {
    const nowhere = { ...home, station: null, location: 'Lonavala hills' };
    expect(sameHomeFields(nowhere, { ...nowhere, location: ' lonavala Hills ' })).toBe(true);
    expect(sameHomeFields(nowhere, { ...nowhere, location: 'Khandala' })).toBe(false);
  });

  it('needs a matching photo and the fields: neither alone is enough', () => {
    expect(isPossibleDuplicate(PHOTO_MATCH_BITS, home, home)).toBe(true);
    expect(isPossibleDuplicate(PHOTO_MATCH_BITS + 1, home, home)).toBe(false);
    expect(isPossibleDuplicate(0, home, { ...home, price: 20_000_000 })).toBe(false);
  });

  it('calls a photo that sets no bit featureless, in either signed form', () => {
    expect(isFeatureless(0n)).toBe(true);
    expect(isFeatureless(toSignedHash(1n << 63n))).toBe(false);
    expect(isFeatureless(dhashOfGrey(blocks(() => 90)))).toBe(true);
  });

  it('measures listings by their closest pair of photos', () => {
    expect(closestPhotos([0n, 0xffn], [0xf0n, 1n << 40n])).toBe(1);
    expect(closestPhotos([], [0n])).toBe(64);
  });
});
