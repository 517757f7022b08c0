import { type CatalogueReply, type CatalogueRequest, isCatalogueReply } from './catalogue-jobs.ts';

export type CatalogueRunner = (request: CatalogueRequest) => Promise<CatalogueReply>;

/**
 * Runs the catalogue's jobs in a worker (catalogue-worker.ts), one answer per job by its id. Where a page has no
 * module workers, or the worker fails to load, the same code runs here instead, loaded only then.
 */
export function catalogueRunner(): CatalogueRunner {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./catalogue-worker.ts', import.meta.url), { type: 'module', name: 'catalogue' });
  } catch {
    return inPage;
  }
  const waiting = new Map<number, { request: CatalogueRequest; resolve: (reply: CatalogueReply) => void }>();
  let next = 0;
  let broken = false;
  worker.onmessage = (event: MessageEvent<unknown>) => {
    if (!isCatalogueReply(event.data)) return;
    waiting.get(event.data.id)?.resolve(event.data);
    waiting.delete(event.data.id);
  };
  // A worker that cannot load (a blocked script, a file gone after a deploy): what waits, and every later job, runs here.
  worker.onerror = () => {
    broken = true;
    for (const { request, resolve } of waiting.values()) void inPage(request).then(resolve);
    waiting.clear();
  };
  return (request) => {
    if (broken) return inPage(request);
    const id = next++;
    return new Promise<CatalogueReply>((resolve) => {
      waiting.set(id, { request, resolve });
      worker.postMessage({ ...request, id });
    });
  };
}

async function inPage(request: CatalogueRequest): Promise<CatalogueReply> {
  const { runCatalogueJob } = await import('./run-catalogue-job.ts');
  return { id: -1, ...(await runCatalogueJob(request)) };
}
