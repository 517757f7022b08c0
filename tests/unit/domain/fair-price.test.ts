import { describe, expect, it } from 'vitest';
import { FAIR_PRICE_MIN_COMPARABLE, fairPrice, isComparable, median, type PricedListing } from '../../../src/domain/fair-price.ts';

const BORIVALI = 7;
let n = 0;
/** A listing at Borivali for sale at `rate` rupees a sq ft over 500 sq ft, unless told otherwise. */
function at(rate: number, over: Partial<PricedListing> = {}): PricedListing {
  n += 1;
  return { _id: `l${n}`, station: BORIVALI, type: 'sale', price: rate * 500, carpetArea: 500, ...over };
}

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, rounded to the rupee', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([10, 11])).toBe(11);
    expect(median([20_000, 18_000, 25_000, 18_500, 30_000, 19_000])).toBe(19_500);
  });
});

describe('the comparable set', () => {
  const own = at(20_000);
  it('is the same station and the same type, never the listing itself', () => {
    expect(isComparable(own, at(18_000))).toBe(true);
    expect(isComparable(own, own)).toBe(false);
    expect(isComparable(own, at(18_000, { station: BORIVALI + 1 }))).toBe(false);
    expect(isComparable(own, at(18_000, { type: 'rent', price: 45_000 }))).toBe(false);
    expect(isComparable(own, at(18_000, { station: null }))).toBe(false);
  });
  it('leaves out listings with no price per sq ft', () => {
    expect(isComparable(own, at(18_000, { carpetArea: 0 }))).toBe(false);
    expect(isComparable(own, at(18_000, { price: 0 }))).toBe(false);
  });
  it('is nothing for a listing with no station', () => {
    expect(isComparable(at(20_000, { station: null }), at(18_000, { station: null }))).toBe(false);
  });
});

describe('fairPrice', () => {
  const others = [16_000, 17_000, 18_000, 19_000, 20_000].map((r) => at(r));
  it('places the listing against the median of five comparable listings', () => {
    expect(fairPrice(at(15_840), others)).toEqual({ medianPerSqft: 18_000, count: 5, percent: -12 });
    expect(fairPrice(at(19_800), others)).toEqual({ medianPerSqft: 18_000, count: 5, percent: 10 });
    expect(fairPrice(at(18_000), others)).toEqual({ medianPerSqft: 18_000, count: 5, percent: 0 });
  });
  it(`says nothing below ${FAIR_PRICE_MIN_COMPARABLE} comparable listings`, () => {
    expect(fairPrice(at(18_000), others.slice(1))).toBeNull();
    expect(fairPrice(at(18_000), [...others.slice(1), at(1_000, { type: 'rent' }), at(1_000, { station: 2 })])).toBeNull();
  });
  it('compares rents with rents only', () => {
    const rents = [40, 45, 50, 55, 60].map((r) => at(r, { type: 'rent' }));
    expect(fairPrice(at(50, { type: 'rent' }), [...rents, ...others])).toEqual({ medianPerSqft: 50, count: 5, percent: 0 });
  });
  it('counts the listing once, however often it is passed', () => {
    const own = at(18_000);
    expect(fairPrice(own, [own, own, ...others.slice(1)])).toBeNull();
  });
  it('is null for a listing with no area or no station', () => {
    expect(fairPrice(at(18_000, { carpetArea: 0 }), others)).toBeNull();
    expect(fairPrice(at(18_000, { station: null }), others)).toBeNull();
  });
});
