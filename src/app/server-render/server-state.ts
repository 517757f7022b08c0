import type { DehydratedState } from '@tanstack/react-query';

/** The element in which the server sends the rendered page's query cache, beside the HTML it was rendered from. */
export const SERVER_STATE_ID = 'server-state';

/**
 * JSON that is safe inside a <script> element: `<` can never close it (a listing titled `</script><script>...`),
 * and JSON.parse reads the escapes back as they were.
 */
export function scriptSafeJson(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Whether the server rendered this page (the service worker's offline shell is not). */
export function isServerRendered(doc: Document): boolean {
  return doc.getElementById(SERVER_STATE_ID) !== null;
}

/** What the server rendered this page from, if it rendered it (the service worker's offline shell has none). */
export function readServerState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    // Our own server wrote it from dehydrate() (render-page.tsx).
    const state: DehydratedState = JSON.parse(text);
    return state;
  } catch {
    return undefined;
  }
}
