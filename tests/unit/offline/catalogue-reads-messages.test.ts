import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { encodeCatalogueColumns } from '#src/domain/catalogue-columns/encode.ts';
import { fromSummaryTuple } from '#src/domain/catalogue-summary.ts';
import type { SummaryTuple } from '#src/domain/catalogue-wire.ts';
import { fairPrice } from '#src/domain/fair-price.ts';
import { catalogueWorker } from '#src/offline/catalogue/catalogue-in-worker.ts';
import { writeStoredCatalogue } from '#src/offline/catalogue/catalogue-store.ts';
import { isHeldJob } from '#src/offline/catalogue/reads/held-ops.ts';

const NOW = Date.UTC(2026, 11, 7);
/** A listing as the wire sends it: at `station`, `type`, for `price` over `area` sq ft. */
const tuple = (id: string, station: number, type: 'sale' | 'rent', price: number, area: number): SummaryTuple => [
  id,
  `Home ${id}`,
  'Borivali West',
  station,
  type,
  'resale',
  price,
  2,
  area,
  0,
  null,
  NOW,
  [`/uploads/${id}-320.webp`, 320, 240],
  null,
  NOW,
];

describe("the page's reads of the listings the catalogue worker keeps", () => {
  it('takes listings by id and a fair price with the fields the rule reads, and nothing else', () => {
    expect(isHeldJob({ id: 1, op: 'listings', ids: ['a', 'b'] })).toBe(true);
    expect(isHeldJob({ id: 1, op: 'listings', ids: 'a' })).toBe(false);
    expect(isHeldJob({ id: 1, op: 'listings', ids: [1] })).toBe(false);
    expect(isHeldJob({ id: 1, op: 'listings', ids: Array.from({ length: 101 }, (_, i) => String(i)) })).toBe(false);
    const listing = { _id: 'a', station: 7, type: 'sale', price: 9_000_000, carpetArea: 500 };
    expect(isHeldJob({ id: 2, op: 'fairPrice', listing })).toBe(true);
    expect(isHeldJob({ id: 2, op: 'fairPrice', listing: { ...listing, type: 'lease' } })).toBe(false);
    expect(isHeldJob({ id: 2, op: 'fairPrice', listing: { ...listing, station: -1 } })).toBe(false);
    expect(isHeldJob({ id: 2, op: 'fairPrice', listing: { ...listing, price: '9000000' } })).toBe(false);
    expect(isHeldJob({ id: 3, op: 'drop' })).toBe(false);
    expect(isHeldJob({ id: 3, op: 'toString' })).toBe(false);
  });

  it('answers listings by id and the station median from what the device holds (here, Node, in the page)', async () => {
    const { run, ask } = catalogueWorker();
    expect(await ask('listings', { ids: ['s1'] })).toEqual([]);
    const listings = [
      ...[17_000, 18_000, 19_000, 20_000, 21_000, 40_000].map((rate, i) => tuple(`s${i}`, 7, 'sale', rate * 500, 500)),
      // Elsewhere, or rents: never in a sale's median at Borivali.
      tuple('r1', 7, 'rent', 50_000, 500),
      tuple('d1', 12, 'sale', 1_000_000, 500),
    ];
    const bytes = encodeCatalogueColumns({ version: 4, full: true, listings, removed: [], range: null, withheld: false });
    await writeStoredCatalogue(0, { bytes, replace: true, version: 4, syncedAt: NOW, refused: false });
    expect((await run({ op: 'read' })).catalogue).toMatchObject({ version: 4, count: 8, range: null });
    expect((await ask('listings', { ids: ['d1', 'gone', 's2'] })).map((p) => [p._id, p.price])).toEqual([
      ['d1', 1_000_000],
      ['s2', 9_500_000],
    ]);
    // The listing's own row is left out of its median, as the rule says: 17,000 to 21,000 make 19,000.
    const own = { _id: 's5', station: 7, type: 'sale' as const, price: 20_000_000, carpetArea: 500 };
    expect(await ask('fairPrice', { listing: own })).toEqual({ medianPerSqft: 19_000, count: 5, percent: 111 });
    expect(await ask('fairPrice', { listing: own })).toEqual(fairPrice(own, listings.map(fromSummaryTuple)));
    expect(await ask('fairPrice', { listing: { ...own, station: 12 } })).toBeNull();
  });
});
