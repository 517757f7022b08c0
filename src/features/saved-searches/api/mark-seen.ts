import type { SavedSearchAnswer } from '../../../domain/saved-search.ts';
import { api } from '../../../lib/api-client.ts';
import { saveSearchPath } from './save-search.ts';

/** The user opens the search's list: its new matches count from now. */
export function markSavedSearchSeen(id: string): Promise<SavedSearchAnswer> {
  return api<SavedSearchAnswer>(`${saveSearchPath(id)}/seen`, { method: 'POST' });
}
