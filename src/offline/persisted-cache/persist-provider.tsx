import { dehydrate, IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type { IdbPersister } from './persist-store.ts';

/**
 * Whether the persister has `method` of the one src/offline/persisted-cache/persist-store.ts makes: the options type
 * allows any TanStack persister, and one without it (a component test's) simply goes without.
 */
function can<K extends 'keepAside' | 'flush'>(persister: unknown, method: K): persister is Pick<IdbPersister, K> {
  return typeof persister === 'object' && persister !== null && typeof Reflect.get(persister, method) === 'function';
}

interface Props {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Once the restore is done (also when nothing was saved). */
  onSuccess: () => void;
  children: ReactNode;
}

/**
 * TanStack's PersistQueryClientProvider (restore the saved cache, then save every change), with one difference:
 * the end of the restore re-renders every component that reads a query, and here that render is a transition, in
 * slices, instead of one long task on a slow phone's main thread just as the page becomes interactive.
 */
export function PersistQueryClientProvider({ client, persistOptions, onSuccess, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onSuccess });
  useEffect(() => {
    latest.current = { persistOptions, onSuccess };
  });
  // Left before the restore is done (a listing opened by URL, then another page within a second): what the
  // page holds is kept beside the saved cache, which a save now would overwrite with this partial one.
  useEffect(() => {
    if (!isRestoring) return undefined;
    const keep = () => {
      const { persister, buster = '', dehydrateOptions } = latest.current.persistOptions;
      if (can(persister, 'keepAside')) void persister.keepAside({ buster, timestamp: Date.now(), clientState: dehydrate(client, dehydrateOptions) });
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [client, isRestoring]);
  const restored = useRef(false);
  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!restored.current) {
      restored.current = true;
      // A failed restore (storage blocked) leaves the cache as it is: the pages then ask the server.
      void persistQueryClientRestore(options)
        .then(() => latest.current.onSuccess())
        .catch((err: unknown) => console.warn('Could not restore the saved data', err))
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    if (isRestoring) return undefined;
    const unsubscribe = persistQueryClientSubscribe(options);
    // A change the reader made is saved at once, not within the next second: a reload just after it (a status an admin
    // set) would restore the cache from before it, fresh enough (staleTime) to be shown without asking the server.
    const { persister } = options;
    const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && can(persister, 'flush')) void persister.flush();
    });
    // Saved at once, not at the next change: a server-rendered listing arrives in the cache before this subscription,
    // and a user who opens it and moves on within a second must still find it on the device offline.
    void persistQueryClientSave(options);
    return () => {
      unsubscribe();
      unsubscribeMutations();
    };
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
