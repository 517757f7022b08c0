import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { DBSchema } from 'idb';
import { lazyConnection } from '../device-data/idb-connection.ts';
import { CACHE_DB } from '../device-data/names.ts';

interface CacheSchema extends DBSchema {
  /** One saved query cache per user id ('anonymous' for a visitor who is not signed in). */
  clients: { key: string; value: PersistedClient };
  /** 'current': whose cache to restore on the next start, before the server can be asked. */
  meta: { key: string; value: string };
}

const ANONYMOUS = 'anonymous';
const SAVE_DELAY_MS = 1000;

const connect = lazyConnection<CacheSchema>(CACHE_DB, 1, (db) => {
  db.createObjectStore('clients');
  db.createObjectStore('meta');
});

/** Whose cache this is: the signed-in user the cache itself holds under ['auth', 'me']. */
export function ownerOf(client: PersistedClient): string {
  const me = client.clientState.queries.find((q) => q.queryKey[0] === 'auth' && q.queryKey[1] === 'me');
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
export function createIdbPersister(): Persister & { flush: () => Promise<void> } {
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
    persistClient: (client) => {
      latest = client;
      // After a quiet second the change is written at once (the user may close the app any moment); in a busy spell, once a second.
      timer ??= setTimeout(() => void flush(), Math.max(0, lastWrite + SAVE_DELAY_MS - Date.now()));
    },
    restoreClient: async () => {
      const db = await connect();
      const owner = (await db.get('meta', 'current')) ?? ANONYMOUS;
      return db.get('clients', owner);
    },
    removeClient: async () => {
      const db = await connect();
      const owner = (await db.get('meta', 'current')) ?? ANONYMOUS;
      await db.delete('clients', owner);
    },
  };
}
