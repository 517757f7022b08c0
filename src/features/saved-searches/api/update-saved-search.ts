import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchAnswer, UpdateSavedSearchInput } from '../../../domain/saved-search.ts';
import { api } from '../../../lib/api-client.ts';
import { saveSearchPath } from './save-search.ts';
import { SAVED_SEARCHES_KEY } from './saved-searches-key.ts';

export function useUpdateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateSavedSearchInput }) =>
      api<SavedSearchAnswer>(saveSearchPath(id), { method: 'PATCH', body: change }),
    onSuccess: () => qc.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
