/// <reference lib="webworker" />
import { readStoredCatalogue } from './catalogue-store.ts';
import { syncCatalogue } from './catalogue-sync.ts';
import { type CatalogueJob, type CatalogueReply, isCatalogueJob } from './catalogue-jobs.ts';

declare let self: DedicatedWorkerGlobalScope;

/**
 * The catalogue's fetch, schema check and IndexedDB work, off the page's main thread (issue 23): on a slow phone the
 * schemas alone took a 60-100 ms task to build and the check another 60 ms, just as the page became usable. The
 * page gets the device's copy back, already checked (catalogue-in-worker.ts).
 */
async function run(job: CatalogueJob): Promise<Omit<CatalogueReply, 'id'>> {
  if (job.op === 'read') return { ok: true, changed: false, catalogue: await readStoredCatalogue().catch(() => null) };
  const result = await syncCatalogue(job.browsing);
  return { ...result, changed: result.ok && result.changed };
}

self.onmessage = (event: MessageEvent<unknown>) => {
  const job = event.data;
  if (!isCatalogueJob(job)) return;
  void run(job)
    .catch(() => ({ ok: false, changed: false, catalogue: null }))
    .then((result) => self.postMessage({ id: job.id, ...result } satisfies CatalogueReply));
};
