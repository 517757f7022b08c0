import type { PersistedClient } from '@tanstack/react-query-persist-client';

/** A query whose last refetch failed (offline) is saved as its last good answer, not as an error to show on the next start. */
function lastGoodAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === 'error' ? { ...q, state: { ...q.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } } : q,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** The persister's `serialize`: the cache as text, each failed refetch as the answer it had before. */
export function serializeClient(client: PersistedClient): string {
  return JSON.stringify(lastGoodAnswers(client));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (!isObject(value) || typeof value.timestamp !== 'number' || typeof value.buster !== 'string') return false;
  const state = value.clientState;
  return isObject(state) && Array.isArray(state.queries) && Array.isArray(state.mutations);
}

/**
 * The persister's `deserialize`. Text of another shape throws: TanStack's restore then removes it and the pages ask
 * the server. The queries inside are the app's own answers from a build with the same buster, which the restore checks.
 */
export function deserializeClient(text: string): PersistedClient {
  const value: unknown = JSON.parse(text);
  if (!isPersistedClient(value)) throw new Error('SAVED_CACHE_UNREADABLE');
  return value;
}
