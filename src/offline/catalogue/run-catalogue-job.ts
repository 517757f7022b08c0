import type { CatalogueReply, CatalogueRequest } from './catalogue-jobs.ts';
import { readStoredCatalogue } from './catalogue-store.ts';
import { syncCatalogue } from './catalogue-sync.ts';

/** One catalogue job, wherever it runs: in the worker (catalogue-worker.ts), or in the page where there is none. */
export async function runCatalogueJob(request: CatalogueRequest): Promise<Omit<CatalogueReply, 'id'>> {
  if (request.op === 'read') return { ok: true, changed: false, catalogue: (await readStoredCatalogue().catch(() => null))?.catalogue ?? null };
  const result = await syncCatalogue(request.browsing);
  return { ...result, changed: result.ok && result.changed };
}
