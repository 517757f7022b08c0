import type { QueryClient } from '@tanstack/react-query';
import { afterLoad } from '../lib/idle.ts';
import { startConnectivity } from './connectivity.ts';
import { CATALOGUE_DB } from './device-data/names.ts';
import { loadOutbox } from './outbox/queue.ts';

/** Whether the device holds the catalogue's database, asked without opening it; unknown (an older browser) counts as no. */
async function catalogueOnDevice(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  const databases = await indexedDB.databases().catch(() => []);
  return databases.some((d) => d.name === CATALOGUE_DB);
}

/**
 * Everything the app needs to work between stations. Only the network state must be known before the first render;
 * the outbox and the catalogue (a few hundred KB to fetch, parse and store) start through `later` (src/main.tsx: the
 * reader's first tap on a page the server rendered, else the page's load), so on a first visit neither their code nor
 * the catalogue's download competes with the page on a slow network. A device that already holds the catalogue has it
 * read and indexed by its worker, off the main thread, as soon as the page has loaded: the reader's first keystroke
 * then finds the listings ready instead of starting that work (seconds on a slow phone at 100,000 listings).
 */
export function startOffline(qc: QueryClient, later: (task: () => void) => void): void {
  startConnectivity();
  afterLoad(() => {
    void catalogueOnDevice().then((held) => {
      if (held) void import('./catalogue/catalogue-client.ts').then((catalogue) => catalogue.openCatalogue());
    });
  });
  later(() => {
    void loadOutbox().then((outbox) => outbox.startOutbox(qc));
    void import('./catalogue/catalogue-client.ts').then((catalogue) => catalogue.startCatalogue(qc));
  });
}
