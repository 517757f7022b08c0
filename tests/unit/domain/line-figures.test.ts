import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAIR_PRICE_MIN_COMPARABLE, median } from '../../../src/domain/fair-price.ts';
import { LINE_BEDROOMS, LINE_BUDGETS, type LineListing, lineFigures } from '../../../src/domain/line/line-figures.ts';
import { pricePerSqft } from '../../../src/domain/price-per-sqft.ts';
import { STATIONS } from '../../../src/domain/stations.ts';

/** The figures worked out the plain way, a filter and fair-price's median per station, type and bedroom choice. */
function plainFigures(listings: readonly LineListing[], unlistedBefore: number) {
  const listed = listings.filter((p) => p.confirmedAt > unlistedBefore);
  const placed = listed.filter((p) => p.station !== null);
  const figure = (homes: LineListing[], type: 'sale' | 'rent') => {
    const values = homes.flatMap((p) => {
      const v = type === 'sale' ? pricePerSqft(p.price, p.carpetArea) : p.price > 0 ? p.price : null;
      return v === null ? [] : [v];
    });
    return {
      n: values.length,
      median: values.length >= FAIR_PRICE_MIN_COMPARABLE ? median(values) : null,
      underBudget: LINE_BUDGETS[type].map((limit) => homes.filter((p) => p.price > 0 && p.price <= limit).length),
    };
  };
  const ofChoice = (homes: LineListing[], b: number) => (b === 0 ? homes : homes.filter((p) => p.bedrooms === b));
  const saleAreas = LINE_BEDROOMS.map((b) =>
    ofChoice(
      placed.filter((p) => p.type === 'sale' && pricePerSqft(p.price, p.carpetArea) !== null),
      b,
    ).map((p) => p.carpetArea),
  );
  return {
    total: listed.length,
    unplaced: listed.length - placed.length,
    stations: STATIONS.map((_, s) => {
      const here = placed.filter((p) => p.station === s);
      return {
        count: here.length,
        sale: LINE_BEDROOMS.map((b) =>
          figure(
            ofChoice(here, b).filter((p) => p.type === 'sale'),
            'sale',
          ),
        ),
        rent: LINE_BEDROOMS.map((b) =>
          figure(
            ofChoice(here, b).filter((p) => p.type === 'rent'),
            'rent',
          ),
        ),
      };
    }),
    saleArea: saleAreas.map((areas) => (areas.length >= FAIR_PRICE_MIN_COMPARABLE ? median(areas) : null)),
  };
}

const listing: fc.Arbitrary<LineListing> = fc.record({
  station: fc.oneof(fc.constantFrom(0, 7, 10, 27), fc.constant(null)),
  type: fc.constantFrom('sale' as const, 'rent' as const),
  price: fc.oneof(fc.integer({ min: 0, max: 300_000_000 }), fc.constantFrom(5_000_000, 10_000_000, 25_000, 50_000, 100_000)),
  bedrooms: fc.integer({ min: 0, max: 5 }),
  carpetArea: fc.oneof(fc.integer({ min: 0, max: 3000 }), fc.constant(600)),
  confirmedAt: fc.constantFrom(10, 20, 30),
});

describe('the line’s figures', () => {
  it('are the plain filter-and-median figures, station by station, type by type, bedrooms by bedrooms', () => {
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 120 }), fc.constantFrom(0, 15, 25), (listings, cutoff) => {
        expect(lineFigures(listings, (p) => p, cutoff)).toEqual(plainFigures(listings, cutoff));
      }),
      { numRuns: 300 },
    );
  });
});
