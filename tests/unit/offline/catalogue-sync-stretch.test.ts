import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_SHAPE } from '#src/domain/catalogue-shape.ts';
import type { CatalogueResponse, SummaryTuple } from '#src/domain/catalogue-wire.ts';
import { readStoredCatalogue, updateStoredCatalogue } from '#src/offline/catalogue/catalogue-store.ts';
import { syncCatalogue } from '#src/offline/catalogue/catalogue-sync.ts';

const kept: SummaryTuple = ['a1', '2 BHK in Borivali', 'Borivali West', 7, 'sale', 'resale', 9_500_000, 2, 650, 0, null, 1_700_000_000_000, null];
const withheld: CatalogueResponse = { version: 41, full: true, listings: [], removed: [], range: null, withheld: true };
const answer = (body: CatalogueResponse) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('a sync that finds the site past the device limit and asks for the browsed stretch', () => {
  it('reports the store as changed and synced even when the stretch cannot be fetched', async () => {
    await updateStoredCatalogue(0, () => ({ shape: CATALOGUE_SHAPE, version: 40, syncedAt: 1, listings: [kept], range: null, withheld: false }));
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(answer(withheld)).mockRejectedValueOnce(new TypeError('offline'));
    vi.stubGlobal('fetch', fetch);

    const result = await syncCatalogue([7, 12]);

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[1]?.[0])).toContain('since=0');
    expect(result).toMatchObject({ ok: true, changed: true, catalogue: { withheld: true, listings: [] } });
    expect(await readStoredCatalogue()).toMatchObject({ version: 41, withheld: true, listings: [] });
  });
});
