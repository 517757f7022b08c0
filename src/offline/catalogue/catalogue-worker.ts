/// <reference lib="webworker" />
import { type CatalogueReply, isCatalogueJob } from './catalogue-jobs.ts';
import { runCatalogueJob } from './run-catalogue-job.ts';
import { lineOfHeld } from './line/held-line.ts';
import { isLineJob, type LineReply } from './line/line-jobs.ts';
import { searchHeld } from './search/held-listings.ts';
import { isSearchJob, type SearchReply } from './search/search-jobs.ts';

declare let self: DedicatedWorkerGlobalScope;

// The catalogue's fetch, schema check and IndexedDB work, off the page's main thread: on a slow phone the
// schemas alone took a 60-100 ms task to build and the check another 60 ms, just as the page became usable. The page
// gets the device's copy back, already checked (catalogue-in-worker.ts).
self.onmessage = (event: MessageEvent<unknown>) => {
  const job = event.data;
  // A search answers from the listings the last read or sync left here, at once: it never waits for the network.
  if (isSearchJob(job)) {
    self.postMessage({ id: job.id, search: searchHeld(job) } satisfies SearchReply);
    return;
  }
  if (isLineJob(job)) {
    self.postMessage({ id: job.id, line: lineOfHeld(job) } satisfies LineReply);
    return;
  }
  if (!isCatalogueJob(job)) return;
  void runCatalogueJob(job)
    .catch(() => ({ ok: false, changed: false, catalogue: null }))
    .then((result) => self.postMessage({ id: job.id, ...result } satisfies CatalogueReply));
};
