import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readHead, readStoredParts, type StoredCatalogue } from '../../src/offline/catalogue/catalogue-store.ts';

/**
 * The device's catalogue as the app reads it: its binary records fetched from the page's IndexedDB, decoded here with
 * the app's own code (decision 0075). Null before the first sync.
 */
export async function catalogueOnDevice(page: Page): Promise<StoredCatalogue | null> {
  const raw = await page.evaluate(
    () =>
      new Promise<{ head: unknown; parts: number[][] } | null>((resolve) => {
        const open = indexedDB.open('mumbai-homes-catalogue');
        // Not there yet: opening it must not create it (an empty database at version 1 would stand in the app's way).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('catalogue')) {
            db.close();
            resolve(null);
            return;
          }
          const store = db.transaction('catalogue').objectStore('catalogue');
          const all = store.getAll(IDBKeyRange.bound('part ', 'part ~'));
          const keys = store.getAllKeys(IDBKeyRange.bound('part ', 'part ~'));
          const head = store.get('head');
          head.onsuccess = () => {
            db.close();
            const parts: number[][] = [];
            const values: unknown[] = all.result ?? [];
            const names: IDBValidKey[] = keys.result ?? [];
            values.forEach((value, i) => {
              const at = Number(String(names[i]).slice('part '.length));
              if (value instanceof ArrayBuffer) parts[at] = Array.from(new Uint8Array(value));
            });
            resolve({ head: head.result, parts });
          };
        };
      }),
  );
  const head = raw && readHead(raw.head);
  if (!raw || !head) return null;
  return readStoredParts(
    head,
    raw.parts.slice(0, head.parts).map((bytes) => new Uint8Array(bytes).buffer),
  );
}

/** The ids of the listings the device's catalogue holds ([] before the first sync). */
export const idsOnDevice = async (page: Page): Promise<string[]> => (await catalogueOnDevice(page))?.listings.map((t) => t[0]) ?? [];

/** The titles of the listings the device's catalogue holds ([] before the first sync). */
export const titlesOnDevice = async (page: Page): Promise<string[]> => (await catalogueOnDevice(page))?.listings.map((t) => t[1]) ?? [];

/**
 * Waits until the device's catalogue holds a listing named by each of `names` (any listing at all when none are
 * named): what a test does before it takes the network away and expects the list from the device.
 */
export async function waitForDeviceCatalogue(page: Page, names: readonly string[] = [], timeout = 15_000): Promise<void> {
  const holds = async () => {
    const titles = await titlesOnDevice(page);
    return titles.length > 0 && names.every((name) => titles.includes(name));
  };
  await expect.poll(holds, { timeout, interval: 100 }).toBe(true);
}
