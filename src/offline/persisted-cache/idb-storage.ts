import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import type { DBSchema } from 'idb';
import { lazyConnection } from '../device-data/idb-connection.ts';
import { CACHE_DB } from '../device-data/names.ts';

interface CacheSchema extends DBSchema {
  /** The saved query cache as TanStack's persister writes it (text), under the persister's key. */
  saved: { key: string; value: string };
}

// Version 2: version 1 kept objects under a user id and a pointer to the last one; a new build drops those stores
// (their shape was the hand-written persister's, and a new build's buster would discard them anyway).
const connect = lazyConnection<CacheSchema>(CACHE_DB, 2, (db) => {
  for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
  db.createObjectStore('saved');
});

/** The storage TanStack's async-storage persister writes to: IndexedDB through idb, one text per key. */
export const idbStorage: AsyncStorage<string> = {
  getItem: async (key) => {
    const value: unknown = await (await connect()).get('saved', key);
    return typeof value === 'string' ? value : null;
  },
  setItem: async (key, value) => (await connect()).put('saved', value, key),
  removeItem: async (key) => {
    await (await connect()).delete('saved', key);
  },
};
