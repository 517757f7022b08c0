import type { SavedSearchAnswer } from '#src/domain/saved-search.ts';
import { api } from '#src/lib/api-client.ts';
import { saveSearchPath } from './save-search.ts';

/** The user opens the search's list: its new matches count from now. */
export function markSavedSearchSeen(id: string): Promise<SavedSearchAnswer> {
  return api<SavedSearchAnswer>(`${saveSearchPath(id)}/seen`, { method: 'POST' });
}
