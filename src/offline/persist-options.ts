import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { BUILD_ID } from './build-id.ts';
import { OFFLINE_MAX_AGE_MS } from './cache-age.ts';
import { createIdbPersister } from './persist-store.ts';

export const persister = createIdbPersister();

/** The app version is the buster: a new build discards caches whose shapes it may no longer read. */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  buster: BUILD_ID,
  maxAge: OFFLINE_MAX_AGE_MS,
  // Offline every refetch fails, yet its last good data must stay saved, or the second offline start would have none.
  // Mutations are never saved: a restored one has lost its function (docs/decisions/0009-offline-outbox.md).
  dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined, shouldDehydrateMutation: () => false },
};
