import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createIdbPersister } from './persist-store.ts';

declare global {
  interface ImportMetaEnv {
    /** Set by vite.config.ts at build time: a new build never reads a cache an older one wrote. */
    readonly VITE_BUILD_ID?: string;
  }
}

/** How long data saved on the device is still shown: a week covers a commuter's days off. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const persister = createIdbPersister();

/** The app version is the buster: a new build discards caches whose shapes it may no longer read. */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  buster: import.meta.env.VITE_BUILD_ID ?? 'dev',
  maxAge: OFFLINE_MAX_AGE_MS,
  // Offline every refetch fails, yet its last good data must stay saved, or the second offline start would have none.
  // Mutations are never saved: a restored one has lost its function (docs/decisions/0011-offline-outbox.md).
  dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined, shouldDehydrateMutation: () => false },
};
