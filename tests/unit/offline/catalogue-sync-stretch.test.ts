import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCatalogueColumns } from '#src/domain/catalogue-columns/encode.ts';
import type { CatalogueResponse, SummaryTuple } from '#src/domain/catalogue-wire.ts';
import { readStoredCatalogue, writeStoredCatalogue } from '#src/offline/catalogue/catalogue-store.ts';
import { syncCatalogue } from '#src/offline/catalogue/catalogue-sync.ts';
import { answer, forgetCatalogue, NO_FACTS } from './catalogue-sync-fixture.ts';

const kept: SummaryTuple = [
  'a1',
  '2 BHK in Borivali',
  'Borivali West',
  7,
  'sale',
  'resale',
  9_500_000,
  2,
  650,
  0,
  null,
  1_700_000_000_000,
  null,
  null,
  1_700_000_000_000,
  null,
  null,
  null,
  NO_FACTS,
];
const other: SummaryTuple = [
  'b2',
  '1 BHK in Virar',
  'Virar West',
  0,
  'rent',
  'resale',
  12_000,
  1,
  400,
  0,
  null,
  1_700_000_100_000,
  null,
  null,
  1_700_000_100_000,
  8,
  null,
  40_000,
  NO_FACTS,
];
const whole: CatalogueResponse = { version: 40, full: true, listings: [kept], removed: [], range: null, withheld: false };
const withheld: CatalogueResponse = { version: 41, full: true, listings: [], removed: [], range: null, withheld: true };

async function keep(body: CatalogueResponse): Promise<void> {
  await writeStoredCatalogue(0, { bytes: encodeCatalogueColumns(body), replace: true, version: body.version, syncedAt: 1, refused: false });
}

beforeEach(forgetCatalogue);
afterEach(() => vi.unstubAllGlobals());

/** The same listing under another id. */
const renamed = (t: SummaryTuple, id: string): SummaryTuple => {
  const copy: SummaryTuple = [...t];
  copy[0] = id;
  return copy;
};

describe('a sync that finds the site past the device limit and asks for the browsed stretch', () => {
  it('reports the store as changed and synced even when the stretch cannot be fetched', async () => {
    await keep(whole);
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(answer(withheld)).mockRejectedValueOnce(new TypeError('offline'));
    vi.stubGlobal('fetch', fetch);

    const result = await syncCatalogue([7, 12]);

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[1]?.[0])).toContain('since=0');
    expect(result).toMatchObject({ ok: true, changed: true, catalogue: { withheld: true, listings: [] } });
    expect((await readStoredCatalogue())?.catalogue).toMatchObject({ version: 41, withheld: true, listings: [] });
  });
});

describe("the device's copy", () => {
  it('keeps a change as one more record, reads back the whole catalogue with it, and compacts once changes grow', async () => {
    const many = Array.from(
      { length: 200 },
      (_, i): SummaryTuple => [
        `k${i}`,
        `Flat ${i} in Borivali`,
        'Borivali West',
        7,
        'sale',
        'resale',
        9_000_000 + i,
        2,
        650,
        0,
        null,
        1_600_000_000_000 - i,
        null,
        null,
        1_600_000_000_000,
        null,
        null,
        null,
        NO_FACTS,
      ],
    );
    await keep({ ...whole, listings: many });
    const change = (version: number, t: SummaryTuple) => answer({ ...whole, version, full: false, listings: [t] });
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(change(41, other)));

    expect(await syncCatalogue()).toMatchObject({ ok: true, changed: true });

    const read = await readStoredCatalogue();
    expect(read?.head).toMatchObject({ version: 41, parts: 2 });
    expect(read?.catalogue.listings).toEqual([other, ...many]);

    const fetch = vi.fn<typeof globalThis.fetch>();
    for (let v = 42; v < 62; v++) fetch.mockResolvedValueOnce(change(v, renamed(other, `n${v}`)));
    vi.stubGlobal('fetch', fetch);
    for (let v = 42; v < 62; v++) await syncCatalogue();
    const later = await readStoredCatalogue();
    expect(later?.head.version).toBe(61);
    expect(later?.head.parts).toBeLessThan(16);
    expect(later?.catalogue.listings).toHaveLength(221);
  });

  it('when the browser refuses the space, keeps none, says so, and asks for the stretch browsed', async () => {
    await keep(whole);
    const stretch: CatalogueResponse = { version: 42, full: true, listings: [kept], removed: [], range: [7, 12], withheld: false };
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(answer({ ...whole, version: 42, listings: [kept, other] }))
      .mockResolvedValueOnce(answer(stretch));
    vi.stubGlobal('fetch', fetch);
    const put = IDBObjectStore.prototype.put;
    // The first write of the whole catalogue fails as a full disk fails it; later ones pass.
    let refuse = true;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (refuse && value instanceof ArrayBuffer) {
        refuse = false;
        throw new DOMException('full', 'QuotaExceededError');
      }
      return put.call(this, value, key);
    });

    const result = await syncCatalogue([7, 12]);

    expect(String(fetch.mock.calls[1]?.[0])).toContain('areaFrom=');
    expect(result).toMatchObject({ ok: true, catalogue: { range: [7, 12], listings: [kept], refused: true } });
    expect((await readStoredCatalogue())?.catalogue).toMatchObject({ version: 42, range: [7, 12], refused: true });
    vi.restoreAllMocks();
  });
});
