import { type CatalogueReply, type CatalogueRequest, isCatalogueReply } from './catalogue-jobs.ts';
import { HELD_OPS, type HeldJob, type HeldOp, type HeldOps } from './reads/held-ops.ts';
import type { SearchRequest, SearchResult } from './search/search-jobs.ts';

export type CatalogueRunner = (request: CatalogueRequest) => Promise<CatalogueReply>;
/** A read of the listings the worker holds (reads/held-ops.ts), answered from them at once. */
export type CatalogueAsker = <K extends HeldOp>(op: K, request: HeldOps[K]['request']) => Promise<HeldOps[K]['answer']>;
/** A search of the listings the worker holds; null when it holds none. */
export type CatalogueSearcher = (request: SearchRequest) => Promise<SearchResult | null>;

interface Waiting {
  /** Takes the worker's reply if it is a whole one for this message, and says whether it was. */
  take: (reply: unknown) => boolean;
  /** Runs the message here instead: the worker broke. */
  here: () => void;
}

/**
 * Runs the catalogue's jobs and reads in a worker (catalogue-worker.ts), one answer per message by its id. Where a
 * page has no module workers, or the worker fails to load, the same code runs here instead, loaded only then.
 */
export function catalogueWorker(): { run: CatalogueRunner; ask: CatalogueAsker; search: CatalogueSearcher } {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('./catalogue-worker.ts', import.meta.url), { type: 'module', name: 'catalogue' });
  } catch {
    worker = null;
  }
  const waiting = new Map<number, Waiting>();
  let next = 0;
  let broken = worker === null;
  if (worker) {
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const reply = event.data;
      if (typeof reply !== 'object' || reply === null || !('id' in reply) || typeof reply.id !== 'number') return;
      if (waiting.get(reply.id)?.take(reply)) waiting.delete(reply.id);
    };
    // A worker that cannot load (a blocked script, a file gone after a deploy): what waits, and every later job, runs here.
    worker.onerror = () => {
      broken = true;
      for (const w of waiting.values()) w.here();
      waiting.clear();
    };
  }
  const post = (message: object, entry: Waiting) => {
    const id = next++;
    waiting.set(id, entry);
    worker?.postMessage({ ...message, id });
  };

  const run: CatalogueRunner = (request) => {
    if (broken) return inPage(request);
    return new Promise<CatalogueReply>((resolve) =>
      post(request, {
        take: (reply) => {
          if (isCatalogueReply(reply)) resolve(reply);
          return isCatalogueReply(reply);
        },
        here: () => void inPage(request).then(resolve),
      }),
    );
  };
  const ask: CatalogueAsker = (op, request) => {
    if (broken) return askInPage(op, request);
    return new Promise((resolve) =>
      post(
        { ...request, op },
        {
          take: (reply) => {
            const got = HELD_OPS[op].answerOf(reply);
            if (got) resolve(got.answer);
            return got !== null;
          },
          here: () => void askInPage(op, request).then(resolve),
        },
      ),
    );
  };
  return { run, ask, search: (request) => ask('search', request) };
}

export const catalogueRunner = (): CatalogueRunner => catalogueWorker().run;

async function inPage(request: CatalogueRequest): Promise<CatalogueReply> {
  const { runCatalogueJob } = await import('./run-catalogue-job.ts');
  return { id: -1, ...(await runCatalogueJob(request)) };
}

async function askInPage<K extends HeldOp>(op: K, request: HeldOps[K]['request']): Promise<HeldOps[K]['answer']> {
  const { answerHeld } = await import('./reads/held-answers.ts');
  const job: HeldJob<K> = { ...request, op, id: -1 };
  return answerHeld(job);
}
