/** The saved query cache's outside (docs/decisions/0011): the provider that restores and saves it, and its settings. */
export { OFFLINE_MAX_AGE_MS, persistOptions } from './persist-options.ts';
export { PersistQueryClientProvider } from './persist-provider.tsx';
