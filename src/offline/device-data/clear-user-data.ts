import { CACHE_DB, CATALOGUE_DB, DB_PREFIX, OUTBOX_DB, PHOTO_EXPIRY_DB } from './names.ts';
import { forgetOutboxSnapshot } from '../outbox/outbox-snapshot.ts';
import { LANGUAGE_CACHE } from '../sw-contract.ts';

/** The drafts database belongs to the upload wizard (offline-blocked), the recent one to recently viewed; listed in case the browser cannot enumerate databases. */
const KNOWN_DATABASES = [CACHE_DB, OUTBOX_DB, CATALOGUE_DB, 'mumbai-homes-drafts', 'mumbai-homes-recent', PHOTO_EXPIRY_DB];

async function ourDatabases(): Promise<{ name: string; listed: boolean }[]> {
  if (typeof indexedDB.databases !== 'function') return KNOWN_DATABASES.map((name) => ({ name, listed: false }));
  const names = (await indexedDB.databases()).flatMap((d) => (d.name?.startsWith(DB_PREFIX) || d.name === PHOTO_EXPIRY_DB ? [d.name] : []));
  return names.map((name) => ({ name, listed: true }));
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Empties every store first: that works even while another tab (or the service worker) holds the database open. */
async function emptyStores(name: string): Promise<void> {
  const open = indexedDB.open(name);
  const db = await request(open);
  try {
    const stores = [...db.objectStoreNames];
    if (stores.length === 0) return;
    const tx = db.transaction(stores, 'readwrite');
    await Promise.all(stores.map((s) => request(tx.objectStore(s).clear())));
  } finally {
    db.close();
  }
}

/** Deletes the database; if a connection elsewhere holds it open, the browser finishes once that closes. */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const req = indexedDB.deleteDatabase(name);
    req.onsuccess = () => resolve();
    req.onerror = () => resolve();
    req.onblocked = () => resolve();
  });
}

async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  // The precache and the language files are the app itself, the same for everyone; every other cache (photos, ...)
  // may say what this user looked at.
  const names = (await caches.keys()).filter((n) => !n.startsWith('workbox-precache') && n !== LANGUAGE_CACHE);
  await Promise.all(names.map((n) => caches.delete(n)));
}

/**
 * Sign-out: the user's saved query cache, queued actions, upload drafts and cached
 * photos leave the device. Each part is tried even if another fails; a failure is logged, not shown,
 * because the sign-out itself has already happened on the server.
 */
export async function clearUserData(): Promise<void> {
  forgetOutboxSnapshot();
  const databases = await ourDatabases().catch(() => KNOWN_DATABASES.map((name) => ({ name, listed: false })));
  const results = await Promise.allSettled([
    ...databases.map(async ({ name, listed }) => {
      // Workbox's database is only emptied: the service worker keeps it open and never steps aside, so a delete
      // would wait for ever and hold up the worker's own next use of it (photo caching would stall).
      if (name === PHOTO_EXPIRY_DB) {
        if (listed) await emptyStores(name);
        return;
      }
      if (listed) await emptyStores(name);
      await deleteDatabase(name);
    }),
    clearCaches(),
  ]);
  for (const r of results) if (r.status === 'rejected') console.warn('Could not clear offline data', r.reason);
}
