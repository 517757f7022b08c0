// The compiled catalogue parts scripts/vite-catalogues.ts makes from src/i18n/catalogues/*.json.
declare module 'virtual:catalogue/loaders' {
  /** Each Hindi and Marathi part (`loaders.hi.list`) to its compiled messages. */
  export const loaders: Record<string, Record<string, () => Promise<{ default: import('@lingui/core').Messages }>>>;
}

declare module 'virtual:catalogue/english' {
  /** Each English part to its compiled messages (for tests: the app imports each part's English where it is shown). */
  export const english: Record<string, () => Promise<{ default: import('@lingui/core').Messages }>>;
}

declare module 'virtual:catalogue/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
