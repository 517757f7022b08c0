import type { QueryClient } from '@tanstack/react-query';
import { startConnectivity } from './connectivity.ts';
import { loadOutbox } from './outbox/queue.ts';

/**
 * Everything the app needs to work between stations, started once before the first render. Only the network
 * state must be known before then; the outbox loads beside the first render, outside the
 * first-load JavaScript (tests/e2e/bundle-budget.test.ts).
 */
export function startOffline(qc: QueryClient): void {
  startConnectivity();
  void loadOutbox().then((outbox) => outbox.startOutbox(qc));
  // The catalogue (a few hundred KB to fetch, parse and store) waits for the page's load: it must not slow the first render.
  const startCatalogue = () => void import('./catalogue/catalogue-client.ts').then((catalogue) => catalogue.startCatalogue(qc));
  if (document.readyState === 'complete') startCatalogue();
  else window.addEventListener('load', startCatalogue, { once: true });
}
