import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readDeviceStorage } from './offline-storage.ts';

/** The ids of the listings the device's catalogue holds, read straight from IndexedDB ([] before the first sync). */
export const idsOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('mumbai-homes-catalogue');
        // Not there yet: opening it must not create it (an empty database at version 1 would stand in the app's way).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('catalogue')) {
            db.close();
            resolve([]);
            return;
          }
          const get = db.transaction('catalogue').objectStore('catalogue').get('all');
          get.onsuccess = () => {
            const value: unknown = get.result;
            const rows: unknown[] = value && typeof value === 'object' && 'listings' in value && Array.isArray(value.listings) ? value.listings : [];
            resolve(rows.flatMap((row) => (Array.isArray(row) && typeof row[0] === 'string' ? [row[0]] : [])));
            db.close();
          };
        };
      }),
  );

/**
 * Waits until the device's catalogue holds a listing named by each of `names` (any listing at all when none are
 * named): what a test does before it takes the network away and expects the list from the device.
 */
export async function waitForDeviceCatalogue(page: Page, names: readonly string[] = [], timeout = 15_000): Promise<void> {
  const holds = async () => {
    const text = (await readDeviceStorage(page)).databases.find((d) => d.name === 'mumbai-homes-catalogue')?.records.join() ?? '';
    return text !== '' && names.every((name) => text.includes(name));
  };
  await expect.poll(holds, { timeout, interval: 100 }).toBe(true);
}
