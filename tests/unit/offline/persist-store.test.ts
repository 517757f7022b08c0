import 'fake-indexeddb/auto';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { beforeEach, expect, it } from 'vitest';
import { clearUserData } from '#src/offline/device-data/clear-user-data.ts';
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
