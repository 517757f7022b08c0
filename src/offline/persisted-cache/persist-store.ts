import { partialMatchKey } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { DBSchema } from 'idb';
import { lazyConnection } from '../device-data/idb-connection.ts';
import { CACHE_DB } from '../device-data/names.ts';
import { authKeys } from '../../lib/query-keys/shared-keys.ts';

interface CacheSchema extends DBSchema {
  /** One saved query cache per user id ('anonymous' for a visitor who is not signed in). */
  clients: { key: string; value: PersistedClient };
  /** 'current': whose cache to restore on the next start, before the server can be asked. */
  meta: { key: string; value: string };
}

const ANONYMOUS = 'anonymous';
/** A user id is a UUID: this key never is one. */
const ASIDE = '~left-while-restoring';
const SAVE_DELAY_MS = 1000;

const connect = lazyConnection<CacheSchema>(CACHE_DB, 1, (db) => {
  db.createObjectStore('clients');
  db.createObjectStore('meta');
});

/** Whose cache this is: the signed-in user the cache itself holds (under authKeys.me). */
export function ownerOf(client: PersistedClient): string {
  const me = client.clientState.queries.find((q) => partialMatchKey(q.queryKey, authKeys.me));
  const data: unknown = me?.state.data;
  if (data && typeof data === 'object' && '_id' in data && typeof data._id === 'string') return data._id;
  return ANONYMOUS;
}

/** A query whose last refetch failed (offline) is saved as its last good answer, not as an error to show on the next start. */
function lastGoodAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === 'error' ? { ...q, state: { ...q.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } } : q,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

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

async function save(client: PersistedClient): Promise<void> {
  const db = await connect();
  const owner = ownerOf(client);
  const tx = db.transaction(['clients', 'meta'], 'readwrite');
  await Promise.all([tx.objectStore('clients').put(client, owner), tx.objectStore('meta').put(owner, 'current'), tx.done]);
}

/**
 * The query cache in IndexedDB, one copy per user. TanStack calls persistClient on every cache change,
 * so writes are batched: the newest state is written at most once a second (at once after a quiet second), and at once when the page
 * is hidden or unloaded (the user switching apps, closing this one, reloading).
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
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastWrite = 0;

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    lastWrite = Date.now();
    const client = latest;
    latest = null;
    if (client) await save(lastGoodAnswers(client)).catch((err: unknown) => console.warn('Could not save the offline cache', err));
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
      const db = await connect();
      await db.put('clients', lastGoodAnswers(client), ASIDE).catch((err: unknown) => console.warn('Could not save the offline cache', err));
    },
    persistClient: (client) => {
      latest = client;
      // After a quiet second the change is written at once (the user may close the app any moment); in a busy spell, once a second.
      timer ??= setTimeout(() => void flush(), Math.max(0, lastWrite + SAVE_DELAY_MS - Date.now()));
    },
    restoreClient: async () => {
      const db = await connect();
      const owner = (await db.get('meta', 'current')) ?? ANONYMOUS;
      const tx = db.transaction('clients', 'readwrite');
      const [main, aside] = await Promise.all([tx.store.get(owner), tx.store.get(ASIDE)]);
      if (aside) await tx.store.delete(ASIDE);
      await tx.done;
      return aside ? foldIn(main, aside) : main;
    },
    removeClient: async () => {
      const db = await connect();
      const owner = (await db.get('meta', 'current')) ?? ANONYMOUS;
      await db.delete('clients', owner);
    },
  };
}
