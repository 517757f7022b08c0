import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { SummaryTuple } from '#src/domain/catalogue-wire.ts';
import { DEFAULT_FRESHNESS } from '#src/domain/freshness-core.ts';
import { catalogueWorker } from '#src/offline/catalogue/catalogue-in-worker.ts';
import { writeStoredCatalogue } from '#src/offline/catalogue/catalogue-store.ts';
import { encodeCatalogueColumns } from '#src/domain/catalogue-columns/encode.ts';
import { isSearchJob, isSearchReply } from '#src/offline/catalogue/search/search-jobs.ts';

const NOW = Date.UTC(2026, 11, 7);
const DAY_MS = 24 * 60 * 60 * 1000;
/** A listing as the wire sends it, confirmed `days` ago. */
const tuple = (id: string, title: string, place: string, station: number, days: number): SummaryTuple => [
  id,
  title,
  place,
  station,
  'sale',
  'resale',
  9_500_000,
  2,
  650,
  0,
  null,
  NOW - days * DAY_MS,
  [`/uploads/${id}-320.webp`, 320, 240],
  null,
  NOW - days * DAY_MS,
];

describe("the page's searches of the catalogue worker", () => {
  it('takes a search with its filter, moment, freshness and page size, and nothing else', () => {
    const job = { id: 1, op: 'search', params: 'q=virar', now: NOW, freshness: DEFAULT_FRESHNESS, limit: 12 };
    expect(isSearchJob(job)).toBe(true);
    expect(isSearchJob({ ...job, op: 'read' })).toBe(false);
    expect(isSearchJob({ ...job, limit: -1 })).toBe(false);
    expect(isSearchJob({ ...job, freshness: { staleDays: 30 } })).toBe(false);
    expect(isSearchJob({ ...job, params: { q: 'virar' } })).toBe(false);
    expect(isSearchReply({ id: 1, search: null })).toBe(true);
    expect(isSearchReply({ id: 1, search: { params: '', total: 2, rows: [], photos: ['/a.webp'] } })).toBe(true);
    expect(isSearchReply({ id: 1, search: { params: '', total: 2, rows: 'all', photos: [] } })).toBe(false);
    expect(isSearchReply({ id: 1, ok: true, changed: false, catalogue: null })).toBe(false);
  });

  it('answers the count and the first rows of what the device holds, without the listings out of search (here, Node, in the page)', async () => {
    const { run, search } = catalogueWorker();
    const ask = (params: string, limit: number) => search({ params, now: NOW, freshness: DEFAULT_FRESHNESS, limit });
    expect(await ask('', 12)).toBeNull();
    const listings = [
      tuple('v1', 'Plot in Virar', 'Virar West', 0, 1),
      tuple('b1', '2 BHK', 'बोरीवली पश्चिम', 7, 2),
      tuple('v2', 'Flat near Virar station', 'Virar East', 0, 3),
      tuple('v3', 'Old Virar flat', 'Virar East', 0, 60),
    ];
    const bytes = encodeCatalogueColumns({ version: 5, full: true, listings, removed: [], range: null, withheld: false });
    await writeStoredCatalogue(0, { bytes, replace: true, version: 5, syncedAt: NOW, refused: false });
    await run({ op: 'read' });
    expect(await ask('q=virar', 1)).toEqual({
      params: 'q=virar',
      total: 2,
      rows: [expect.objectContaining({ _id: 'v1', propertyName: 'Plot in Virar' })],
      photos: ['/uploads/v1-320.webp', '/uploads/v2-320.webp'],
    });
    expect((await ask('q=Borivali', 12))?.rows.map((p) => p._id)).toEqual(['b1']);
    expect((await ask('areaFrom=Virar&q=near', 12))?.total).toBe(1);
  });
});
