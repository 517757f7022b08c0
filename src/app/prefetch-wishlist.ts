import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { Property } from '../domain/property.ts';
import { propertyQueryOptions } from '../lib/property-query.ts';
import { wishlistQueryOptions } from '../features/wishlist/api/get-wishlist.ts';
import { meQueryOptions } from '../lib/session.ts';
import { trackWarmUp, warmUpSignal } from '../offline/device-data/index.ts';
import { askPersistentStorage } from '../offline/index.ts';

const PHOTO_FETCHES_AT_ONCE = 4;

function photoUrls(list: Property[]): string[] {
  const urls = new Set<string>();
  for (const p of list) {
    for (const img of p.images) {
      urls.add(img.imageUrl);
      // Every width in srcset: which one the page asks for depends on the screen, and offline there is no second chance.
      for (const candidate of img.srcset.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.add(url);
      }
    }
  }
  return [...urls];
}

/**
 * Plain fetches: the service worker's photo route stores each answer in the `mumbai-homes-photos` cache. Sign-out
 * aborts them (warmUpSignal) and waits for them to end before it clears the device.
 */
async function warmPhotos(urls: string[]): Promise<void> {
  const queue = [...urls];
  const signal = warmUpSignal();
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (!onlineManager.isOnline() || signal.aborted) return;
      await fetch(url, { signal }).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: PHOTO_FETCHES_AT_ONCE }, worker));
}

/** Each saved listing opens offline: its details go where the detail page looks, its photos into the photo cache. */
function keepForOffline(qc: QueryClient, list: Property[]): void {
  // An answer that arrives after sign-out belongs to nobody on this device now.
  if (!qc.getQueryData(meQueryOptions.queryKey)) return;
  // Seeded from the wishlist's answer, never fetched: the server counts each detail it serves as a view for the owner,
  // and only a person opening a listing is one (tests/e2e/views-counted.test.ts).
  for (const p of list) {
    const key = propertyQueryOptions(p._id).queryKey;
    if (qc.getQueryData(key) === undefined) qc.setQueryData(key, p);
  }
  void trackWarmUp(warmPhotos(photoUrls(list)));
  void askPersistentStorage({ wishlistSize: list.length });
}

/**
 * The wishlist is what a commuter wants on the train: whenever a user is signed in and online, fetch it
 * ahead (at start, on sign-in, when the network returns) and keep each saved listing with its photos.
 */
export function startWishlistPrefetch(qc: QueryClient): void {
  const fetchAhead = () => {
    const me = qc.getQueryData(meQueryOptions.queryKey);
    // prefetchQuery fetches only what is stale (an invalidated query is) and joins a fetch already under way.
    if (me && onlineManager.isOnline()) void qc.prefetchQuery(wishlistQueryOptions);
  };
  let lastUser: string | null = null;
  qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const [root, sub] = event.query.queryKey;
    // A heart (online or replayed from the outbox) marks the wishlist out of date; with /wishlist not open nothing
    // would fetch it again, and the device's copy would miss the change on the train. Fetch it now.
    if (event.action.type === 'invalidate' && root === wishlistQueryOptions.queryKey[0]) {
      fetchAhead();
      return;
    }
    if (event.action.type !== 'success') return;
    if (root === wishlistQueryOptions.queryKey[0] && Array.isArray(event.action.data)) keepForOffline(qc, event.action.data);
    if (root === meQueryOptions.queryKey[0] && sub === meQueryOptions.queryKey[1]) {
      const me = qc.getQueryData(meQueryOptions.queryKey);
      const id = me ? me._id : null;
      if (id !== lastUser) {
        lastUser = id;
        fetchAhead();
      }
    }
  });
  onlineManager.subscribe((online) => {
    if (online) fetchAhead();
  });
  // It starts when the main thread is first idle (src/main.tsx): a session the page already knows is not announced again.
  const me = qc.getQueryData(meQueryOptions.queryKey);
  if (me) {
    lastUser = me._id;
    fetchAhead();
  }
  void askPersistentStorage({ wishlistSize: 0 });
}
