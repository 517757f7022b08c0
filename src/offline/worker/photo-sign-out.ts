/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types.js';

/**
 * The service worker's half of sign-out for the photo cache. A photo fetch that began before sign-out (the wishlist's
 * warm-up, an <img> on the page being left) would be written to the cache, and its URL to Workbox's expiry
 * database, after the page emptied both. Sign-out moves to a new generation: fetches of the old one are aborted,
 * nothing of the old one is written, and the page clears only once they have all ended.
 */
let generation = 0;
let controller = new AbortController();
const running = new Set<Promise<unknown>>();

export function photoFetchSignal(): AbortSignal {
  return controller.signal;
}

/** Marks each photo request with the generation it began in, and writes only the current generation's answers. */
export const writeOnlyThisSession: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.generation = generation;
  },
  // A cacheWillUpdate plugin replaces Workbox's own "200 only" rule, so it is kept here.
  cacheWillUpdate: async ({ response, state }) => {
    const began: unknown = state?.generation;
    return response.status === 200 && began === generation ? response : null;
  },
};

/** The route's whole work for one photo, writes included: sign-out waits for it. */
export function trackPhotoWork(done: Promise<unknown>): void {
  running.add(done);
  const forget = () => running.delete(done);
  done.then(forget, forget);
}

export async function forgetPhotosInFlight(): Promise<void> {
  generation += 1;
  controller.abort();
  controller = new AbortController();
  await Promise.allSettled([...running]);
}
