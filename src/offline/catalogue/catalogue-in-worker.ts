import { type CatalogueReply, type CatalogueRequest, isCatalogueReply } from './catalogue-jobs.ts';
import type { LineFigures } from '../../domain/line/line-figures.ts';
import { isLineReply, type LineRequest } from './line/line-jobs.ts';
import { isSearchReply, type SearchRequest, type SearchResult } from './search/search-jobs.ts';

export type CatalogueRunner = (request: CatalogueRequest) => Promise<CatalogueReply>;
/** A search of the listings the worker holds; null when it holds none. */
export type CatalogueSearcher = (request: SearchRequest) => Promise<SearchResult | null>;
/** The line's figures over the listings the worker holds; null unless it holds every station. */
export type CatalogueLine = (request: LineRequest) => Promise<LineFigures | null>;

/**
 * Runs the catalogue's jobs and searches in a worker (catalogue-worker.ts), one answer per message by its id. Where a
 * page has no module workers, or the worker fails to load, the same code runs here instead, loaded only then.
 */
export function catalogueWorker(): { run: CatalogueRunner; search: CatalogueSearcher; line: CatalogueLine } {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./catalogue-worker.ts', import.meta.url), { type: 'module', name: 'catalogue' });
  } catch {
    return { run: inPage, search: searchInPage, line: lineInPage };
  }
  const waiting = new Map<number, { request: CatalogueRequest; resolve: (reply: CatalogueReply) => void }>();
  const searches = new Map<number, { request: SearchRequest; resolve: (result: SearchResult | null) => void }>();
  const lines = new Map<number, { request: LineRequest; resolve: (figures: LineFigures | null) => void }>();
  let next = 0;
  let broken = false;
  worker.onmessage = (event: MessageEvent<unknown>) => {
    const reply = event.data;
    if (isLineReply(reply)) {
      lines.get(reply.id)?.resolve(reply.line);
      lines.delete(reply.id);
    } else if (isSearchReply(reply)) {
      searches.get(reply.id)?.resolve(reply.search);
      searches.delete(reply.id);
    } else if (isCatalogueReply(reply)) {
      waiting.get(reply.id)?.resolve(reply);
      waiting.delete(reply.id);
    }
  };
  // A worker that cannot load (a blocked script, a file gone after a deploy): what waits, and every later job, runs here.
  worker.onerror = () => {
    broken = true;
    for (const { request, resolve } of waiting.values()) void inPage(request).then(resolve);
    for (const { request, resolve } of searches.values()) void searchInPage(request).then(resolve);
    for (const { request, resolve } of lines.values()) void lineInPage(request).then(resolve);
    waiting.clear();
    searches.clear();
    lines.clear();
  };
  return {
    run: (request) => {
      if (broken) return inPage(request);
      const id = next++;
      return new Promise<CatalogueReply>((resolve) => {
        waiting.set(id, { request, resolve });
        worker.postMessage({ ...request, id });
      });
    },
    search: (request) => {
      if (broken) return searchInPage(request);
      const id = next++;
      return new Promise<SearchResult | null>((resolve) => {
        searches.set(id, { request, resolve });
        worker.postMessage({ ...request, id, op: 'search' });
      });
    },
    line: (request) => {
      if (broken) return lineInPage(request);
      const id = next++;
      return new Promise<LineFigures | null>((resolve) => {
        lines.set(id, { request, resolve });
        worker.postMessage({ ...request, id, op: 'line' });
      });
    },
  };
}

export const catalogueRunner = (): CatalogueRunner => catalogueWorker().run;

async function inPage(request: CatalogueRequest): Promise<CatalogueReply> {
  const { runCatalogueJob } = await import('./run-catalogue-job.ts');
  return { id: -1, ...(await runCatalogueJob(request)) };
}

async function searchInPage(request: SearchRequest): Promise<SearchResult | null> {
  const { searchHeld } = await import('./search/held-listings.ts');
  return searchHeld(request);
}

async function lineInPage(request: LineRequest): Promise<LineFigures | null> {
  const { lineOfHeld } = await import('./line/held-line.ts');
  return lineOfHeld(request);
}
