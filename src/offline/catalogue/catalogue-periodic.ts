import { syncCatalogue } from './catalogue-sync.ts';
import { CATALOGUE_SYNC_TAG } from '../device-data/names.ts';

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
