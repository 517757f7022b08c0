import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { encodeCatalogueColumns } from '#src/domain/catalogue-columns/encode.ts';
import { fromSummaryTuple } from '#src/domain/catalogue-summary.ts';
import type { SummaryTuple } from '#src/domain/catalogue-wire.ts';
import { DEFAULT_FRESHNESS } from '#src/domain/freshness-core.ts';
import { catalogueWorker } from '#src/offline/catalogue/catalogue-in-worker.ts';
import { writeStoredCatalogue } from '#src/offline/catalogue/catalogue-store.ts';
import { isHeldJob } from '#src/offline/catalogue/reads/held-ops.ts';
import { lineOfSummaries } from '../../helpers/line-of-summaries.ts';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 11, 7, 10, 30);
const request = { now: NOW, freshness: DEFAULT_FRESHNESS };

/**
 * A listing as the wire sends it, every place a value of its own (no two numbers alike), so a reader that takes a
 * field from the wrong place gets a different answer than one that reads the summary's named fields.
 */
const tuple = (i: number, station: number, type: 'sale' | 'rent', bedrooms: number, confirmedDaysAgo: number | null): SummaryTuple => [
  `id${i}`,
  `Home ${i}`,
  'Borivali West',
  station,
  type,
  'resale',
  (type === 'sale' ? 9_000_000 : 40_000) + i * 1_013,
  bedrooms,
  400 + i * 7,
  i % 64,
  null,
  NOW - 200 * DAY_MS - i,
  null,
  NOW - 300 * DAY_MS,
  // None: a summary saved before the last-confirmed place existed counts from its creation, past the unlisting days.
  confirmedDaysAgo === null ? undefined : NOW - confirmedDaysAgo * DAY_MS - i,
];

describe("the line as one of the catalogue worker's reads", () => {
  it('takes a line job with a moment and the freshness days, and nothing else', () => {
    expect(isHeldJob({ id: 1, op: 'line', ...request })).toBe(true);
    expect(isHeldJob({ id: 1, op: 'line', now: String(NOW), freshness: DEFAULT_FRESHNESS })).toBe(false);
    expect(isHeldJob({ id: 1, op: 'line', now: NOW, freshness: { ...DEFAULT_FRESHNESS, unlistDays: Number.NaN } })).toBe(false);
    expect(isHeldJob({ id: 1, op: 'line', now: NOW })).toBe(false);
  });

  it('answers the rule over the held listings, read by their named fields; nothing for a stretch of stations', async () => {
    const { run, ask } = catalogueWorker();
    expect(await ask('line', request)).toBeNull();
    const listings = Array.from({ length: 60 }, (_, i) =>
      tuple(i, [3, 7, 12][i % 3] ?? 0, i % 4 === 0 ? 'rent' : 'sale', 1 + (i % 3), i % 10 === 0 ? null : i % 50),
    );
    const bytes = encodeCatalogueColumns({ version: 5, full: true, listings, removed: [], range: null, withheld: false });
    await writeStoredCatalogue(0, { bytes, replace: true, version: 5, syncedAt: NOW, refused: false });
    expect((await run({ op: 'read' })).catalogue).toMatchObject({ version: 5, count: 60, range: null });
    const figures = await ask('line', request);
    expect(figures).toEqual(lineOfSummaries(listings.map(fromSummaryTuple), request));
    // Some left out as unconfirmed (past 45 days, or no last-confirmed place), some medians made of five or more.
    expect(figures?.total).toBeGreaterThan(30);
    expect(figures?.total).toBeLessThan(60);
    expect(figures?.stations[7]?.sale[0]?.median).toEqual(expect.any(Number));

    const stretch = encodeCatalogueColumns({ version: 6, full: true, listings, removed: [], range: [3, 12], withheld: false });
    await writeStoredCatalogue(5, { bytes: stretch, replace: true, version: 6, syncedAt: NOW, refused: false });
    expect((await run({ op: 'read' })).catalogue).toMatchObject({ version: 6, range: [3, 12] });
    expect(await ask('line', request)).toBeNull();
  });
});
