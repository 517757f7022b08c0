import type { SaveSearchInput } from '#src/domain/saved-search.ts';
import { queueAction } from '#src/offline/outbox/index.ts';
import { saveSearchPath } from './save-search.ts';

/** A search saved offline: the same PUT, kept in the outbox; its id makes a replay save it once. */
export function queueSaveSearch(userId: string, id: string, input: SaveSearchInput): Promise<void> {
  return queueAction({ kind: 'saved-search', userId, method: 'PUT', path: saveSearchPath(id), body: input, details: { searchId: id, name: input.name } });
}
