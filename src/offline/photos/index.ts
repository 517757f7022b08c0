/** Photos kept ahead for the train (issue 17), and the profile's "Offline storage" line. */
export { clearOfflinePhotos, offlineStorageBytes, prefetchPhotos } from './photo-prefetch.ts';
