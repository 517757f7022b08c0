import type { NewOutboxAction } from './outbox-types.ts';

/**
 * The outbox's sending code loads beside the first render, not in it: start-offline.ts starts it, and a feature
 * that queues reaches it through these. One import site, so the page carries one list of what it preloads.
 */
export const loadOutbox = () => import('./outbox-client.ts');

export async function queueAction(action: NewOutboxAction): Promise<void> {
  await (await loadOutbox()).queueAction(action);
}

export async function queueWishlistChange(change: { userId: string; propertyId: string; save: boolean }): Promise<void> {
  await (await loadOutbox()).queueWishlistChange(change);
}
