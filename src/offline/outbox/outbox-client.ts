import type { QueryClient } from '@tanstack/react-query';
import { onOutboxEvent } from './outbox-events.ts';
import { replayOutbox } from './outbox-replay.ts';
import { enqueue, enqueueWishlist } from './outbox-store.ts';
import { registerBackgroundSync } from './outbox-sync.ts';
import type { NewOutboxAction } from './outbox-types.ts';

/** What screens list as waiting (outbox-snapshot.ts), from the same lazily loaded code. */
export { listActions } from './outbox-store.ts';

/** Sends what is queued now if the browser thinks it is online; Background Sync covers the case where the app is closed first. */
export function requestReplay(): void {
  void registerBackgroundSync();
  if (navigator.onLine) void replayOutbox().catch((err: unknown) => console.warn('Offline queue replay failed', err));
}

export async function queueAction(action: NewOutboxAction): Promise<void> {
  await enqueue(action);
  requestReplay();
}

export async function queueWishlistChange(change: Parameters<typeof enqueueWishlist>[0]): Promise<void> {
  await enqueueWishlist(change);
  requestReplay();
}

/**
 * The page's side of the outbox: replay at start and whenever the network returns, refresh what the
 * server now holds after sends (whoever sent them, this page or the service worker), and say so when it refuses one.
 */
export function startOutbox(qc: QueryClient): void {
  onOutboxEvent((event) => {
    if (event.type === 'sent') void qc.invalidateQueries();
    // Their words (the error words above all) load when there is something to say, not with every page's outbox.
    if (event.type === 'rejected') void import('./refused-offline.tsx').then(({ showRefusedOffline }) => showRefusedOffline(event));
    if (event.type === 'sign-in-needed') void import('./sign-in-to-send.tsx').then(({ showSignInToSend }) => showSignInToSend());
  });
  window.addEventListener('online', requestReplay);
  requestReplay();
}
