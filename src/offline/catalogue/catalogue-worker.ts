/// <reference lib="webworker" />
import { type CatalogueReply, isCatalogueJob } from './catalogue-jobs.ts';
import { answerHeld } from './reads/held-answers.ts';
import { isHeldJob } from './reads/held-ops.ts';
import { runCatalogueJob } from './run-catalogue-job.ts';
import { prepareSearch } from './search/held-listings.ts';

declare let self: DedicatedWorkerGlobalScope;

// The catalogue's fetch, schema check, IndexedDB work and every listing, off the page's main thread: on a slow phone
// the schemas alone took a 60-100 ms task to build and the check another 60 ms, and handing the page 100,000 listings
// cost it a long task per sync. The page gets the copy's head and asks for what it shows (catalogue-in-worker.ts).
self.onmessage = (event: MessageEvent<unknown>) => {
  const job = event.data;
  // A read of the held listings (reads/held-ops.ts) answers at once: it never waits for the network.
  if (isHeldJob(job)) {
    self.postMessage({ id: job.id, [job.op]: answerHeld(job) });
    return;
  }
  if (!isCatalogueJob(job)) return;
  void runCatalogueJob(job)
    .catch(() => ({ ok: false, changed: false, catalogue: null }))
    .then((result) => {
      self.postMessage({ id: job.id, ...result } satisfies CatalogueReply);
      // A read is the page starting: its first search is coming, and finds the index built rather than building it.
      if (job.op === 'read') setTimeout(prepareSearch, 0);
    });
};
