/** Names the service worker and the page (and the tests) agree on. */
export const PHOTO_CACHE = 'mumbai-homes-photos';
/** About 40 listings' worth of card and detail sizes; the oldest go first. */
export const PHOTO_CACHE_MAX_ENTRIES = 400;
export const PHOTO_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The message workbox-window's messageSkipWaiting() sends. */
export const SKIP_WAITING = 'SKIP_WAITING';
