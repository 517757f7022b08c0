import { syncCatalogue } from './catalogue-sync.ts';
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

/** The parts of a `PeriodicSyncEvent` we use (TypeScript's libs do not describe it). */
interface CatalogueSyncEvent extends Event {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}

function isCatalogueSync(event: Event): event is CatalogueSyncEvent {
  return 'tag' in event && event.tag === CATALOGUE_SYNC_TAG && 'waitUntil' in event && typeof event.waitUntil === 'function';
}

/** The service worker's `periodicsync` listener: the page's sync, then a word to open pages that the copy moved. */
export function syncOnPeriodicSync(event: Event): void {
  if (!isCatalogueSync(event)) return;
  event.waitUntil(
    syncCatalogue().then((result) => {
      if (result.ok && result.changed) new BroadcastChannel(CATALOGUE_SYNC_TAG).postMessage('changed');
    }),
  );
}
