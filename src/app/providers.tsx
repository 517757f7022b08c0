import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { OFFLINE_MAX_AGE_MS, PersistQueryClientProvider } from '../offline/persisted-cache/index.ts';

// Nothing toasts before the reader does something: the library loads then, not with the page.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/** When this page started: answers older than this came from the device, not from the server just now. */
const startedAt = Date.now();

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // gcTime: a query the cache forgets is not saved on the device either.
      // 'always': offline, a query fails at once (and pages show what the device holds) instead of waiting paused; no retries then.
      queries: {
        retry: (failures) => failures < 1 && onlineManager.isOnline(),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        gcTime: OFFLINE_MAX_AGE_MS,
        networkMode: 'always',
      },
    },
  });
}

/**
 * react-hot-toast's defaults are the toast durations and limit we want; only the position is ours to set.
 * With `persistOptions` the cache is restored from, and saved to, the device (the app; tests leave it out).
 * `fromServer`: the queries (by hash) the server rendered the page from, which are its latest already.
 * `showToasts`: when the toasts' place is rendered. The app passes the reader's first tap (decision 0066): every
 * toast answers something the reader did, and one raised before then shows once the place is there. Without it (the
 * server's render), never.
 */
export function Providers({
  client,
  children,
  persistOptions,
  fromServer,
  showToasts,
}: {
  client: QueryClient;
  children: ReactNode;
  persistOptions?: Omit<PersistQueryClientOptions, 'queryClient'>;
  fromServer?: ReadonlySet<string>;
  showToasts?: (show: () => void) => void;
}) {
  const [toasts, setToasts] = useState(false);
  useEffect(() => showToasts?.(() => setToasts(true)), [showToasts]);
  const toaster = toasts && (
    <Suspense fallback={null}>
      {/* reverseOrder: the newest below the older ones, so a stack reads top to bottom in the order it happened. */}
      <Toaster position="top-right" reverseOrder />
    </Suspense>
  );
  if (persistOptions) {
    return (
      // What the device saved shows at once, but a start (or reload) still asks the server for the latest. What the
      // server sent with the page (src/app/server-render) is the latest already, although the server's clock put it
      // before this start: asking again for it cost three requests and their re-renders just as the page became
      // usable.
      <PersistQueryClientProvider
        client={client}
        persistOptions={persistOptions}
        onSuccess={() => client.invalidateQueries({ predicate: (q) => q.state.dataUpdatedAt < startedAt && !fromServer?.has(q.queryHash) })}
      >
        {children}
        {toaster}
      </PersistQueryClientProvider>
    );
  }
  return (
    <QueryClientProvider client={client}>
      {children}
      {toaster}
    </QueryClientProvider>
  );
}
