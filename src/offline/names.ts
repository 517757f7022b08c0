/** Every IndexedDB database the app creates starts with this, so sign-out can find them all (offline contract). */
export const DB_PREFIX = 'mumbai-homes';
export const CACHE_DB = 'mumbai-homes-cache';
export const OUTBOX_DB = 'mumbai-homes-outbox';
/** The Background Sync tag and the Web Lock that serialise outbox replays between the page and the service worker. */
export const OUTBOX_SYNC_TAG = 'mumbai-homes-outbox';
export const OUTBOX_LOCK = 'mumbai-homes-outbox-replay';
/** Page and service worker tell each other that the outbox changed. */
export const OUTBOX_CHANNEL = 'mumbai-homes-outbox';
