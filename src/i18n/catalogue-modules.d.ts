// The compiled catalogue parts scripts/vite-catalogues.ts makes from src/i18n/catalogues/*.json.
declare module 'virtual:catalogue/loaders' {
  /** `<lang>/<part>` to the part's compiled messages. */
  export const loaders: Record<string, () => Promise<{ default: import('@lingui/core').Messages }>>;
}

declare module 'virtual:catalogue/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
