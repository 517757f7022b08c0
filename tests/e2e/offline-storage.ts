import type { Page } from 'playwright-core';

export interface DeviceStorage {
  /** Every mumbai-homes* IndexedDB database and Workbox's photo-expiry one, with every record of every store as JSON. */
  databases: { name: string; records: string[] }[];
  caches: string[];
  /** The URLs the service worker's photo cache holds. */
  photoUrls: string[];
}

/** What the page's origin keeps on the device: IndexedDB (indexedDB.databases() and the contents) and Cache Storage. */
export function readDeviceStorage(page: Page): Promise<DeviceStorage> {
  return page.evaluate(async () => {
    const req = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const databases: { name: string; records: string[] }[] = [];
    for (const info of await indexedDB.databases()) {
      const name = info.name ?? '';
      if (!name.startsWith('mumbai-homes') && name !== 'workbox-expiration') continue;
      const db = await req(indexedDB.open(name));
      const records: string[] = [];
      for (const store of [...db.objectStoreNames]) {
        const all = await req(db.transaction(store).objectStore(store).getAll());
        for (const r of all) records.push(JSON.stringify(r));
      }
      db.close();
      databases.push({ name, records });
    }
    const names = await caches.keys();
    const photoUrls = names.includes('mumbai-homes-photos') ? (await (await caches.open('mumbai-homes-photos')).keys()).map((r) => r.url) : [];
    return { databases, caches: names, photoUrls };
  });
}
