/**
 * The catalogue parts only the server reads: the words of e-mails and push notifications. The browser never downloads
 * them (scripts/vite-catalogues.ts builds no module of them), and server/services/words.ts compiles them at start.
 */
export const SERVER_PARTS: readonly string[] = ['mail', 'push'];
