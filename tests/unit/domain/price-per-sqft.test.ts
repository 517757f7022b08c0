import { describe, expect, it } from 'vitest';
import { formatPricePerSqft, pricePerSqft } from '#src/domain/price-per-sqft.ts';

describe('pricePerSqft', () => {
  it('divides the price by the carpet area, rounded to the rupee', () => {
    expect(pricePerSqft(15_000_000, 800)).toBe(18_750);
    expect(pricePerSqft(10_000_000, 650)).toBe(15_385);
    expect(pricePerSqft(45_000, 1000)).toBe(45);
  });

  it('has no figure without an area or a price', () => {
    expect(pricePerSqft(1_000_000, 0)).toBeNull();
    expect(pricePerSqft(0, 500)).toBeNull();
    expect(pricePerSqft(Number.NaN, 500)).toBeNull();
    expect(pricePerSqft(1_000_000, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatPricePerSqft', () => {
  it('formats through the money formatting, the same digits in every language', () => {
    for (const lang of ['en', 'hi', 'mr'] as const) expect(formatPricePerSqft(15_000_000, 800, lang)).toBe('₹18,750');
    expect(formatPricePerSqft(123_456_789, 100, 'en')).toBe('₹12,34,568');
    expect(formatPricePerSqft(1, 0, 'en')).toBeNull();
  });
});
