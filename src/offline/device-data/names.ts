/** Every IndexedDB database the app creates starts with this, so sign-out can find them all (offline contract). */
export const DB_PREFIX = 'mumbai-homes';
export const CACHE_DB = 'mumbai-homes-cache';
export const OUTBOX_DB = 'mumbai-homes-outbox';
/** Every listing's summary: public, but cleared at sign-out like every mumbai-homes* database. */
export const CATALOGUE_DB = 'mumbai-homes-catalogue';
/** The Periodic Background Sync tag and the BroadcastChannel on which a sync tells open pages the catalogue moved. */
export const CATALOGUE_SYNC_TAG = 'mumbai-homes-catalogue';
/** The Background Sync tag and the Web Lock that serialise outbox replays between the page and the service worker. */
export const OUTBOX_SYNC_TAG = 'mumbai-homes-outbox';
export const OUTBOX_LOCK = 'mumbai-homes-outbox-replay';
/** Page and service worker tell each other that the outbox changed. */
export const OUTBOX_CHANNEL = 'mumbai-homes-outbox';
/** Workbox's ExpirationPlugin keeps each cached photo's URL and time here: it says what was looked at, so sign-out clears it too. */
export const PHOTO_EXPIRY_DB = 'workbox-expiration';
