import { describe, expect, it } from 'vitest';
import { CATALOGUE_SHAPE } from '#src/domain/catalogue-shape.ts';
import { mergeCatalogue, type StoredCatalogue } from '#src/offline/catalogue/catalogue-merge.ts';
import { readHead } from '#src/offline/catalogue/catalogue-store.ts';
import { catalogueRequest } from '#src/offline/catalogue/catalogue-sync.ts';

const WESTERN_SUBURBS: [number, number] = [7, 12];
const CITY: [number, number] = [19, 27];
const kept = (over: Partial<StoredCatalogue>): StoredCatalogue => ({
  shape: CATALOGUE_SHAPE,
  version: 40,
  syncedAt: 1,
  listings: [],
  range: null,
  withheld: false,
  ...over,
});

describe('what the device asks the catalogue for (decision 0020)', () => {
  it('asks for every listing at first, whatever the user browses', () => {
    expect(catalogueRequest(null, WESTERN_SUBURBS)).toEqual({ since: 0, range: null });
  });

  it('keeps every listing once it has them, patched from its version', () => {
    expect(catalogueRequest(kept({}), WESTERN_SUBURBS)).toEqual({ since: 40, range: null });
  });

  it('past the limit, asks for the stations the user browses, from scratch, and again when they turn elsewhere', () => {
    expect(catalogueRequest(kept({ withheld: true }), WESTERN_SUBURBS)).toEqual({ since: 0, range: WESTERN_SUBURBS });
    expect(catalogueRequest(kept({ range: WESTERN_SUBURBS }), WESTERN_SUBURBS)).toEqual({ since: 40, range: WESTERN_SUBURBS });
    expect(catalogueRequest(kept({ range: WESTERN_SUBURBS }), CITY)).toEqual({ since: 0, range: CITY });
  });

  it('with no stretch browsed, keeps the one it has; withheld and none browsed, tries every listing again', () => {
    expect(catalogueRequest(kept({ range: WESTERN_SUBURBS }), null)).toEqual({ since: 40, range: WESTERN_SUBURBS });
    expect(catalogueRequest(kept({ withheld: true }), null)).toEqual({ since: 0, range: null });
  });

  it('stores what a withheld answer says, with nothing in it', () => {
    const merged = mergeCatalogue(kept({ range: WESTERN_SUBURBS }), { version: 41, full: true, listings: [], removed: [], range: null, withheld: true }, 5);
    expect(merged).toEqual({ shape: CATALOGUE_SHAPE, version: 41, syncedAt: 5, listings: [], range: null, withheld: true });
  });
});

describe('a copy kept by another build', () => {
  it('reads as none, so the device syncs everything again', () => {
    const head = { shape: CATALOGUE_SHAPE, version: 40, syncedAt: 1, parts: 1, baseBytes: 10, patchBytes: 0, refused: false };
    expect(readHead(head)).toEqual(head);
    expect(readHead({ ...head, shape: 4 })).toBeNull();
    expect(readHead({ shape: 4, version: 40, syncedAt: 1, listings: [], range: null, withheld: false })).toBeNull();
    expect(readHead({ ...head, version: -1 })).toBeNull();
    expect(readHead(null)).toBeNull();
  });
});
