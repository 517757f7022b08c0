/**
 * Where a listing photo's files are named: `p/<listing id>/<12 hex>-<width>.webp` for uploads, `demo/<scene>-<n>-<width>.webp`
 * for the demo pool, under the storage's public base (`/uploads/`, a bucket or a CDN). The server names them; the
 * service worker recognises them on any origin, so photos from a bucket are kept for offline use too.
 */
export function uploadPhotoKey(listingId: string, token: string): string {
  return `p/${listingId}/${token}`;
}

export function demoPhotoKey(scene: string, n: number): string {
  return `demo/${scene}-${n}`;
}

export function photoFile(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

const PHOTO_FILE = /\/(?:p\/[0-9a-f-]{36}\/[0-9a-f]{12}|demo\/[a-z]+-\d+)-\d+\.webp$/;

/** Whether a URL's path ends in one of our photo files (whatever base it sits under). */
export function isPhotoPath(pathname: string): boolean {
  return PHOTO_FILE.test(pathname);
}
