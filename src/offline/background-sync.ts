import { OUTBOX_SYNC_TAG } from './names.ts';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

function isSyncManager(value: unknown): value is SyncManagerLike {
  return typeof value === 'object' && value !== null && 'register' in value && typeof value.register === 'function';
}

/**
 * Asks the browser to wake the service worker when the network is back, even if the app is closed by
 * then. Only Chromium has Background Sync; elsewhere the page replays on `online` and at start.
 */
export async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync: unknown = registration && 'sync' in registration ? registration.sync : undefined;
  if (isSyncManager(sync)) await sync.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}
