import type { QueryClient } from '@tanstack/react-query';
import { startConnectivity } from './connectivity.ts';
import { loadOutbox } from './outbox/queue.ts';

/**
 * Everything the app needs to work between stations. Only the network state must be known before the first render;
 * the outbox and the catalogue (a few hundred KB to fetch, parse and store) start through `later` (src/main.tsx: the
 * reader's first tap on a page the server rendered, else the page's load), so on a first visit neither their code nor
 * the catalogue's download competes with the page on a slow network.
 */
export function startOffline(qc: QueryClient, later: (task: () => void) => void): void {
  startConnectivity();
  later(() => {
    void loadOutbox().then((outbox) => outbox.startOutbox(qc));
    void import('./catalogue/catalogue-client.ts').then((catalogue) => catalogue.startCatalogue(qc));
  });
}
