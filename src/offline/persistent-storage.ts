/**
 * Asks the browser not to evict the app's data under storage pressure, once there is something worth keeping:
 * the app is installed, the wishlist is not empty, or the user saves something (a search, a listing to publish). Chromium grants it without a prompt to an
 * installed or engaged site; asked once per page.
 */
let asked = false;

function installed(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

export async function askPersistentStorage({ wishlistSize = 0, saved = false }: { wishlistSize?: number; saved?: boolean }): Promise<void> {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  if (!installed() && wishlistSize === 0 && !saved) return;
  asked = true;
  if (await navigator.storage.persisted().catch(() => false)) return;
  await navigator.storage.persist().catch(() => false);
}
