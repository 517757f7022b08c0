import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { catalogueRunner } from '#src/offline/catalogue/catalogue-in-worker.ts';
import { type CatalogueHeadView, isCatalogueJob, isCatalogueReply } from '#src/offline/catalogue/catalogue-jobs.ts';
import { encodeCatalogueColumns } from '#src/domain/catalogue-columns/encode.ts';
import { writeStoredCatalogue } from '#src/offline/catalogue/catalogue-store.ts';

/** What the page learns of a copy: its head, never its listings (the worker keeps them). */
const stored: CatalogueHeadView = { version: 3, syncedAt: 10, count: 0, range: null, refused: false };

describe('the messages between the page and the catalogue worker (decision 0044)', () => {
  it('takes a read or a sync for stations, and nothing else', () => {
    expect(isCatalogueJob({ id: 1, op: 'read' })).toBe(true);
    expect(isCatalogueJob({ id: 2, op: 'sync', browsing: [3, 9] })).toBe(true);
    expect(isCatalogueJob({ id: 3, op: 'sync', browsing: null })).toBe(true);
    expect(isCatalogueJob({ id: 4, op: 'sync', browsing: [3] })).toBe(false);
    expect(isCatalogueJob({ id: 5, op: 'sync', browsing: [-1, 2] })).toBe(false);
    expect(isCatalogueJob({ op: 'read' })).toBe(false);
    expect(isCatalogueJob({ id: 6, op: 'drop' })).toBe(false);
    expect(isCatalogueJob('read')).toBe(false);
  });

  it('reads an answer only when its envelope is whole', () => {
    expect(isCatalogueReply({ id: 1, ok: true, changed: true, catalogue: stored })).toBe(true);
    expect(isCatalogueReply({ id: 1, ok: false, changed: false, catalogue: null })).toBe(true);
    expect(isCatalogueReply({ id: 1, ok: true, changed: true, catalogue: { ...stored, count: 'all' } })).toBe(false);
    expect(isCatalogueReply({ id: 1, ok: true, changed: true, catalogue: { ...stored, count: null } })).toBe(true);
    expect(isCatalogueReply({ id: 1, ok: true, changed: true, catalogue: { ...stored, range: [1, 'x'] } })).toBe(false);
    expect(isCatalogueReply({ id: 1, ok: true, catalogue: stored })).toBe(false);
    expect(isCatalogueReply(null)).toBe(false);
  });

  it('runs the jobs in the page where there are no workers (here, Node), with the same store', async () => {
    expect(typeof globalThis.Worker).toBe('undefined');
    const run = catalogueRunner();
    expect((await run({ op: 'read' })).catalogue).toBeNull();
    const bytes = encodeCatalogueColumns({ version: 3, full: true, listings: [], removed: [], range: null, withheld: false });
    await writeStoredCatalogue(0, { bytes, replace: true, version: 3, syncedAt: 10, refused: false });
    expect(await run({ op: 'read' })).toEqual({ id: -1, ok: true, changed: false, catalogue: stored });
  });
});
