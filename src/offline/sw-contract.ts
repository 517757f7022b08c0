import { isPhotoPath } from '../domain/photo-keys.ts';

/** Names the service worker and the page (and the tests) agree on. */
export const PHOTO_CACHE = 'mumbai-homes-photos';
/** About 40 listings' worth of card and detail sizes; the oldest go first. */
export const PHOTO_CACHE_MAX_ENTRIES = 400;
export const PHOTO_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * The Hindi and Marathi words and the Devanagari font, kept as a reader of those languages uses them rather than
 * precached for everyone (vite.config.ts names the files): an English reader downloads none of them.
 */
export const LANGUAGE_CACHE = 'mumbai-homes-languages';
/** Every part of two languages, the font, and the same again from the build before. */
export const LANGUAGE_CACHE_MAX_ENTRIES = 120;

export function isLanguageFile(url: URL, appOrigin: string): boolean {
  return url.origin === appOrigin && /^\/assets\/(words-|noto-sans-devanagari-)/.test(url.pathname);
}
/** The message workbox-window's messageSkipWaiting() sends. */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * A listing photo the worker keeps for offline use: from the app's own `/uploads/`, or from a bucket or CDN on another
 * origin (S3_PUBLIC_URL, decision 0021), known by the shape of its file name.
 */
export function isListingPhoto(url: URL, appOrigin: string): boolean {
  return (url.origin === appOrigin && url.pathname.startsWith('/uploads/')) || isPhotoPath(url.pathname);
}
