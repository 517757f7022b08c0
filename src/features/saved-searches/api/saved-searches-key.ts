/** The query key every saved-search call invalidates. */
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;
