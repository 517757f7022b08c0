import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SummaryTuple } from '#src/domain/catalogue-wire.ts';
import { readStoredCatalogue } from '#src/offline/catalogue/catalogue-store.ts';
import { syncCatalogue } from '#src/offline/catalogue/catalogue-sync.ts';
import { answer, forgetCatalogue, NO_FACTS } from './catalogue-sync-fixture.ts';

const listing = (id: string, createdAt: number): SummaryTuple => [
  id,
  `2 BHK ${id}`,
  'Borivali West',
  7,
  'sale',
  'resale',
  9_500_000,
  2,
  650,
  0,
  null,
  createdAt,
  null,
  null,
  createdAt,
  null,
  null,
  null,
  NO_FACTS,
];
const query = (call: Parameters<typeof globalThis.fetch>) => new URL(String(call[0]), 'http://x').searchParams.get('since');

beforeEach(forgetCatalogue);
afterEach(() => vi.unstubAllGlobals());

it('asks at once for what changed since a whole catalogue from an older stored snapshot, and keeps both', async () => {
  // The server's stored snapshot is version 40; the listings are at 43 (the next snapshot is still being built).
  const fetch = vi
    .fn<typeof globalThis.fetch>()
    .mockResolvedValueOnce(answer({ version: 40, full: true, listings: [listing('a1', 1_700_000_000_000)], removed: [], range: null, withheld: false }))
    .mockResolvedValueOnce(answer({ version: 43, full: false, listings: [listing('b2', 1_700_000_100_000)], removed: [], range: null, withheld: false }));
  vi.stubGlobal('fetch', fetch);

  expect(await syncCatalogue()).toMatchObject({ ok: true, changed: true });

  expect(fetch.mock.calls.map(query)).toEqual(['0', '40']);
  const read = await readStoredCatalogue();
  expect(read?.head).toMatchObject({ version: 43 });
  expect(read?.catalogue.listings.map((t) => t[0]).sort()).toEqual(['a1', 'b2']);
});

it('keeps the whole catalogue when the follow-up fails, for the next sync to patch', async () => {
  const fetch = vi
    .fn<typeof globalThis.fetch>()
    .mockResolvedValueOnce(answer({ version: 40, full: true, listings: [listing('a1', 1_700_000_000_000)], removed: [], range: null, withheld: false }))
    .mockRejectedValueOnce(new TypeError('offline'));
  vi.stubGlobal('fetch', fetch);

  expect(await syncCatalogue()).toMatchObject({ ok: true, changed: true });

  const read = await readStoredCatalogue();
  expect(read?.head).toMatchObject({ version: 40 });
  expect(read?.catalogue.listings.map((t) => t[0])).toEqual(['a1']);
});
