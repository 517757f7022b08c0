import type { QueryClient } from '@tanstack/react-query';
import { startConnectivity } from './connectivity.ts';

/**
 * Everything the app needs to work between stations, started once before the first render. Only the network
 * state must be known before then; the outbox, the wishlist prefetch and the catalogue load beside the first render, outside the
 * first-load JavaScript (tests/e2e/bundle-budget.test.ts).
 */
export function startOffline(qc: QueryClient): void {
  startConnectivity();
  void import('./outbox-client.ts').then((outbox) => outbox.startOutbox(qc));
  void import('./prefetch-wishlist.ts').then((prefetch) => prefetch.startWishlistPrefetch(qc));
  void import('./catalogue-client.ts').then((catalogue) => catalogue.startCatalogue(qc));
}
