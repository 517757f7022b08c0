import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { render } from '@testing-library/react';
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
