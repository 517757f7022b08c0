import type { QueryClient } from '@tanstack/react-query';
import { startConnectivity } from './connectivity.ts';
import { startOutbox } from './outbox-client.ts';
import { startWishlistPrefetch } from './prefetch-wishlist.ts';

/** Everything the app needs to work between stations, started once before the first render. */
export function startOffline(qc: QueryClient): void {
  startConnectivity();
  startWishlistPrefetch(qc);
  startOutbox(qc);
}
