import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { idbStorage } from './idb-storage.ts';
import { deserializeClient, serializeClient } from './saved-client.ts';

/**
 * The signed-in user's cache, or the visitor's: one copy on the device. The cache holds whose it is (authKeys.me),
 * and a save replaces the copy another user left, so nothing of theirs stays to be restored.
 */
const SAVED = 'query-cache';
/** What a page left while restoring held (see keepAside). */
const ASIDE = 'left-while-restoring';

/** The saved cache with what was put aside folded in: a query the aside copy has newer (or alone) wins. */
function foldIn(main: PersistedClient | undefined, aside: PersistedClient): PersistedClient {
  if (!main) return aside;
  const queries = new Map(main.clientState.queries.map((q) => [q.queryHash, q]));
  for (const q of aside.clientState.queries) {
    const kept = queries.get(q.queryHash);
    if (!kept || q.state.dataUpdatedAt > kept.state.dataUpdatedAt) queries.set(q.queryHash, q);
  }
  return { ...main, timestamp: Math.max(main.timestamp, aside.timestamp), clientState: { ...main.clientState, queries: [...queries.values()] } };
}

function persisterAt(key: string, throttleTime: number): Persister {
  return createAsyncStoragePersister({
    storage: idbStorage,
    key,
    throttleTime,
    serialize: serializeClient,
    deserialize: deserializeClient,
    // A save that fails (storage full or blocked) is not tried again smaller: the pages still have the server.
    retry: ({ error }) => {
      console.warn('Could not save the offline cache', error);
      return undefined;
    },
  });
}

/**
 * The query cache in IndexedDB through TanStack's async-storage persister. TanStack calls persistClient on every
 * cache change; the persister writes the newest state at most once a second (at once after a quiet second). What it
 * holds is also written at once when the page is hidden or unloaded (the user switching apps, closing this one,
 * reloading) and when a change the reader made succeeds (flush).
 */
export interface IdbPersister extends Persister {
  flush: () => Promise<void>;
  /**
   * The page is left while the saved cache is still being restored: what this page holds (a server-rendered listing
   * seen for under a second) is kept beside the saved cache, not over it, and folded in by the next restore.
   */
  keepAside: (client: PersistedClient) => Promise<void>;
}

export function createIdbPersister(): IdbPersister {
  const batched = persisterAt(SAVED, 1000);
  // Same key, no wait: a flush writes what the batched one would write within the second.
  const atOnce = persisterAt(SAVED, 0);
  const aside = persisterAt(ASIDE, 0);
  let latest: PersistedClient | null = null;

  const flush = async () => {
    const client = latest;
    latest = null;
    if (client) await atOnce.persistClient(client);
  };

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
    window.addEventListener('pagehide', () => void flush());
  }

  return {
    flush,
    keepAside: async (client) => {
      await aside.persistClient(client);
    },
    persistClient: (client) => {
      latest = client;
      return batched.persistClient(client);
    },
    restoreClient: async () => {
      const [main, kept] = await Promise.all([batched.restoreClient(), aside.restoreClient()]);
      if (!kept) return main;
      await aside.removeClient();
      return foldIn(main, kept);
    },
    removeClient: () => batched.removeClient(),
  };
}
