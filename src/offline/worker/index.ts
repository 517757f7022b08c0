/** What the service worker (src/sw.ts) takes from the offline module: the same replay and sync the page runs, and the names they share. */
export { syncOnPeriodicSync } from '../catalogue/catalogue-periodic.ts';
export { replayOnSync } from '../outbox/outbox-sync.ts';
export { forgetPhotosInFlight, photoFetchSignal, trackPhotoWork, writeOnlyThisSession } from './photo-sign-out.ts';
export {
  FORGET_PHOTOS_IN_FLIGHT,
  isLanguageFile,
  isListingPhoto,
  LANGUAGE_CACHE,
  LANGUAGE_CACHE_MAX_ENTRIES,
  PHOTO_CACHE,
  PHOTO_CACHE_MAX_AGE_SECONDS,
  PHOTO_CACHE_MAX_ENTRIES,
  SKIP_WAITING,
} from '../sw-contract.ts';
