// The page's half of Periodic Background Sync, apart from the service worker's (catalogue-periodic.ts), which runs the
// sync itself: the page runs its syncs in a worker and must not load that code (and its schemas) to register.
import { CATALOGUE_SYNC_TAG } from '../device-data/names.ts';

/** Twice a day at most: the browser decides when (engagement, network), this is only the floor. */
const MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;

interface PeriodicSyncManagerLike {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

function isPeriodicSyncManager(value: unknown): value is PeriodicSyncManagerLike {
  return typeof value === 'object' && value !== null && 'register' in value && typeof value.register === 'function';
}

/**
 * Periodic Background Sync exists in Chromium for an installed app only (elsewhere, or refused, this does nothing):
 * the catalogue is then fresh when the app opens on the train, even if it was last open days ago.
 */
export async function registerCatalogueSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  const periodic: unknown = 'periodicSync' in registration ? registration.periodicSync : undefined;
  if (isPeriodicSyncManager(periodic)) await periodic.register(CATALOGUE_SYNC_TAG, { minInterval: MIN_INTERVAL_MS }).catch(() => undefined);
}
