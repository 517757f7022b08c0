/** Photos kept ahead for the train, and the profile's "Offline storage" line. */
export { clearOfflinePhotos, offlineStorageBytes, prefetchPhotos } from './photo-prefetch.ts';
