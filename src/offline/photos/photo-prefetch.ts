import { trackWarmUp, warmUpSignal } from '../device-data/warm-ups.ts';
import { PHOTO_CACHE } from '../sw-contract.ts';
import { PHOTOS_AHEAD } from './photos-ahead.ts';

/**
 * How much the app may keep on the device before it stops fetching photos ahead: the whole origin's usage
 * (navigator.storage.estimate), which the profile page shows ("Offline storage: 42 MB, clear").
 */
export const OFFLINE_BUDGET_BYTES = 50 * 1024 * 1024;
export { PHOTOS_AHEAD } from './photos-ahead.ts';
const AT_ONCE = 2;

interface StorageLike {
  estimate(): Promise<{ usage?: number }>;
}

async function usage(storage: StorageLike | undefined): Promise<number> {
  if (!storage) return 0;
  const estimate = await storage.estimate().catch(() => ({ usage: 0 }));
  return estimate.usage ?? 0;
}

const fetched = new Set<string>();

/**
 * Fetches photos the user is likely to want offline (the service worker's photo route keeps each in the photo cache),
 * two at a time, skipping those already fetched, and stops once the device holds the budget or the network goes.
 * Returns how many it fetched. Sign-out aborts it and waits for it to end (src/offline/device-data/warm-ups.ts).
 */
export function prefetchPhotos(urls: string[], storage: StorageLike | undefined = globalThis.navigator?.storage): Promise<number> {
  const queue = urls.filter((u) => !fetched.has(u)).slice(0, PHOTOS_AHEAD);
  const signal = warmUpSignal();
  let done = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (signal.aborted || globalThis.navigator?.onLine === false || (await usage(storage)) >= OFFLINE_BUDGET_BYTES) return;
      fetched.add(url);
      const res = await fetch(url, { signal }).catch(() => null);
      if (res?.ok) done += 1;
      else fetched.delete(url);
    }
  };
  return trackWarmUp(Promise.all(Array.from({ length: AT_ONCE }, worker)).then(() => done));
}

/** What the profile page's line shows: the origin's storage use in bytes (null where the browser cannot say). */
export async function offlineStorageBytes(storage: StorageLike | undefined = globalThis.navigator?.storage): Promise<number | null> {
  return storage ? usage(storage) : null;
}

/** "clear": the photos go (they come back when seen online); the catalogue and saved data stay, they are small and needed offline. */
export async function clearOfflinePhotos(): Promise<void> {
  fetched.clear();
  if (typeof caches !== 'undefined') await caches.delete(PHOTO_CACHE);
}
