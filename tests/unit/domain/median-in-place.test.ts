import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { medianInPlace } from '../../../src/domain/median-in-place.ts';

/** The median the plain way: sorted, then the middle, or the two middle ones' mean rounded. */
function sortedMedian(values: readonly number[]): number | null {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? null) : Math.round(((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2);
}

describe('medianInPlace', () => {
  it('finds the median a sort finds, whatever the order and the repeats', () => {
    const values = fc.oneof(
      fc.array(fc.integer({ min: 0, max: 400_000 }), { maxLength: 300 }),
      // Few distinct values: the partition meets many equal to its pivot.
      fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 300 }),
      fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 300 }).map((xs) => xs.sort((a, b) => a - b)),
      fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 300 }).map((xs) => xs.sort((a, b) => b - a)),
    );
    fc.assert(
      fc.property(values, (xs) => {
        expect(medianInPlace(Float64Array.from(xs))).toBe(sortedMedian(xs));
      }),
      { numRuns: 500 },
    );
  });

  it('rounds the mean of the two middle values of an even count to the rupee', () => {
    expect(medianInPlace(Float64Array.from([18_001, 4, 18_000, 90_000]))).toBe(18_001);
    expect(medianInPlace(Float64Array.from([7]))).toBe(7);
    expect(medianInPlace(new Float64Array(0))).toBeNull();
  });

  it('finds the middle of a large sorted run, the order prices often come in', () => {
    const sorted = Float64Array.from({ length: 100_001 }, (_, i) => i);
    expect(medianInPlace(sorted)).toBe(50_000);
  });
});
