import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { render, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';
import { PersistQueryClientProvider } from '#src/offline/persisted-cache/index.ts';

it('keeps what the page holds when it is left before the saved cache is restored', () => {
  const kept: PersistedClient[] = [];
  // A restore that has not finished when the user moves on (a large saved cache on a slow phone).
  const persister = {
    restoreClient: () => new Promise<undefined>(() => undefined),
    persistClient: () => undefined,
    removeClient: () => undefined,
    keepAside: async (client: PersistedClient) => {
      kept.push(client);
    },
  };
  const client = new QueryClient();
  // The listing the server rendered into the page, opened for under a second.
  client.setQueryData(propertyKeys.detail('p1'), { _id: 'p1', propertyName: 'Sea-facing flat' });
  render(
    <PersistQueryClientProvider client={client} persistOptions={{ persister, buster: 'build-1' }} onSuccess={() => undefined}>
      <p>page</p>
    </PersistQueryClientProvider>,
  );
  window.dispatchEvent(new Event('pagehide'));
  expect(kept.map((c) => c.clientState.queries.map((q) => q.queryKey))).toEqual([[['properties', 'detail', 'p1']]]);
  expect(kept[0]?.buster).toBe('build-1');
});

it('saves a change the reader made at once, not at the next batched save', async () => {
  const saved: PersistedClient[] = [];
  let latest: PersistedClient | undefined;
  // The app's persister batches saves (at most one a second); flush writes what it holds now.
  const persister = {
    restoreClient: async () => undefined,
    persistClient: (client: PersistedClient) => {
      latest = client;
    },
    removeClient: () => undefined,
    flush: async () => {
      if (latest) saved.push(latest);
      latest = undefined;
    },
  };
  const client = new QueryClient();
  client.setQueryData(['bookings'], [{ _id: 'b1', status: 'pending' }]);
  render(
    <PersistQueryClientProvider client={client} persistOptions={{ persister }} onSuccess={() => undefined}>
      <p>page</p>
    </PersistQueryClientProvider>,
  );
  // The restore is done and the cache subscribed to; nothing is written until a change is made.
  await waitFor(() => expect(latest).toBeDefined());
  latest = undefined;

  const confirm = new MutationObserver(client, {
    mutationFn: async () => ({ _id: 'b1', status: 'confirmed' }),
    onSuccess: (booking) => client.setQueryData(['bookings'], [booking]),
  });
  await confirm.mutate();
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.clientState.queries.find((q) => q.queryHash === '["bookings"]')?.state.data).toEqual([{ _id: 'b1', status: 'confirmed' }]);

  // A change that failed (the server said no) changes nothing to save at once.
  const refused = new MutationObserver(client, {
    mutationFn: async () => {
      throw new Error('refused');
    },
  });
  await refused.mutate().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(saved).toHaveLength(1);
});
