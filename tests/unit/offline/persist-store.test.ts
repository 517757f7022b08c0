import 'fake-indexeddb/auto';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { openDB } from 'idb';
import { beforeEach, expect, it } from 'vitest';
import { clearUserData } from '#src/offline/device-data/clear-user-data.ts';
import { CACHE_DB } from '#src/offline/device-data/names.ts';
import { authKeys, propertyKeys } from '#src/lib/query-keys/shared-keys.ts';
import { createIdbPersister } from '#src/offline/persisted-cache/persist-store.ts';

function cacheOf(me: unknown, listing: string): PersistedClient {
  const qc = new QueryClient();
  qc.setQueryData(authKeys.me, me);
  qc.setQueryData(propertyKeys.detail(listing), { _id: listing });
  return { timestamp: Date.now(), buster: 'build-1', clientState: dehydrate(qc) };
}

beforeEach(() => clearUserData());

it('keeps one cache per user and restores the last one saved', async () => {
  const persister = createIdbPersister();
  persister.persistClient(cacheOf({ _id: 'asha', wishlist: [] }, 'p-asha'));
  await persister.flush();
  persister.persistClient(cacheOf({ _id: 'ravi', wishlist: [] }, 'p-ravi'));
  await persister.flush();

  const keys = (await createIdbPersister().restoreClient())?.clientState.queries.map((q) => q.queryKey);
  expect(keys).toContainEqual(['properties', 'detail', 'p-ravi']);
  expect(keys).not.toContainEqual(['properties', 'detail', 'p-asha']);
});

it('writes only the newest of many quick changes', async () => {
  const persister = createIdbPersister();
  persister.persistClient(cacheOf(false, 'first'));
  persister.persistClient(cacheOf(false, 'second'));
  await persister.flush();
  const restored = await createIdbPersister().restoreClient();
  expect(restored?.clientState.queries.map((q) => q.queryKey)).toContainEqual(['properties', 'detail', 'second']);
  expect(restored?.clientState.queries.map((q) => q.queryKey)).not.toContainEqual(['properties', 'detail', 'first']);
});

it('saves a query whose refetch failed offline as its last good answer', async () => {
  const persister = createIdbPersister();
  const client = cacheOf({ _id: 'asha', wishlist: [] }, 'p1');
  const failed = client.clientState.queries.map((q) => ({
    ...q,
    state: { ...q.state, status: 'error' as const, error: new Error('Failed to fetch'), fetchFailureCount: 1 },
  }));
  persister.persistClient({ ...client, clientState: { ...client.clientState, queries: failed } });
  await persister.flush();
  const restored = await createIdbPersister().restoreClient();
  expect(restored?.clientState.queries.map((q) => [q.state.status, q.state.error, q.state.data])).toEqual([
    ['success', null, { _id: 'asha', wishlist: [] }],
    ['success', null, { _id: 'p1' }],
  ]);
});

it('is gone after sign-out', async () => {
  const persister = createIdbPersister();
  persister.persistClient(cacheOf({ _id: 'asha', wishlist: [] }, 'p-asha'));
  await persister.flush();
  await clearUserData();
  expect(await createIdbPersister().restoreClient()).toBeUndefined();
});

it('folds what was kept aside while restoring into the next restore, without losing the saved cache', async () => {
  const persister = createIdbPersister();
  persister.persistClient(cacheOf({ _id: 'asha', wishlist: [] }, 'p-wishlisted'));
  await persister.flush();
  // The page was left before the restore finished: it held only the listing it had opened.
  await persister.keepAside(cacheOf({ _id: 'asha', wishlist: [] }, 'p-seen-for-a-moment'));

  const keys = (await createIdbPersister().restoreClient())?.clientState.queries.map((q) => q.queryKey);
  expect(keys).toContainEqual(['properties', 'detail', 'p-wishlisted']);
  expect(keys).toContainEqual(['properties', 'detail', 'p-seen-for-a-moment']);
  expect(keys?.filter((k) => k[0] === 'auth')).toHaveLength(1);
});

it('leaves nothing of the user after sign-out while a save still waits for its second', async () => {
  const persister = createIdbPersister();
  persister.persistClient(cacheOf({ _id: 'asha', wishlist: [] }, 'p-asha'));
  // Within the second: this save waits.
  persister.persistClient(cacheOf({ _id: 'asha', wishlist: [] }, 'p-asha-later'));
  // Sign-out empties the cache (the visitor's answers are all that is left), then the device.
  persister.persistClient(cacheOf(false, 'p-public'));
  await clearUserData();
  await new Promise((resolve) => setTimeout(resolve, 1200));

  const keys = (await createIdbPersister().restoreClient())?.clientState.queries.map((q) => q.queryKey) ?? [];
  expect(keys).not.toContainEqual(['properties', 'detail', 'p-asha']);
  expect(keys).not.toContainEqual(['properties', 'detail', 'p-asha-later']);
});

it('removes what the hand-written persister saved on the device before, by user id', async () => {
  const old = await openDB(CACHE_DB, 1, { upgrade: (db) => [db.createObjectStore('clients'), db.createObjectStore('meta')] });
  await old.put('clients', cacheOf({ _id: 'asha', wishlist: [] }, 'p-asha'), 'asha');
  await old.put('meta', 'asha', 'current');
  old.close();

  expect(await createIdbPersister().restoreClient()).toBeUndefined();
  const db = await openDB(CACHE_DB);
  expect([...db.objectStoreNames]).toEqual(['saved']);
  db.close();
});
