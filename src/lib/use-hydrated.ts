import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/** False in the server render and while the page is hydrated from it, true once the page is the app's. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
