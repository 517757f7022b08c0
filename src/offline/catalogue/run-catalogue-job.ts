import { type CatalogueReply, type CatalogueRequest, headView } from './catalogue-jobs.ts';
import { readStoredCatalogue } from './catalogue-store.ts';
import { syncCatalogue } from './catalogue-sync.ts';
import { holdListings } from './search/held-listings.ts';

/**
 * One catalogue job, wherever it runs: in the worker (catalogue-worker.ts), or in the page where there is none. The
 * listings stay here (held-listings.ts); the answer carries the copy's head alone.
 */
export async function runCatalogueJob(request: CatalogueRequest): Promise<Omit<CatalogueReply, 'id'>> {
  if (request.op === 'read') {
    const catalogue = (await readStoredCatalogue().catch(() => null))?.catalogue ?? null;
    holdListings(catalogue);
    return { ok: true, changed: false, catalogue: headView(catalogue) };
  }
  const result = await syncCatalogue(request.browsing);
  holdListings(result.catalogue);
  return { ok: result.ok, changed: result.ok && result.changed, catalogue: headView(result.catalogue) };
}
