import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchAnswer, UpdateSavedSearchInput } from '#src/domain/saved-search.ts';
import { api } from '#src/lib/api-client.ts';
import { saveSearchPath } from './save-search.ts';
import { savedSearchKeys } from '#src/lib/query-keys/account-keys.ts';

export function useUpdateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateSavedSearchInput }) =>
      api<SavedSearchAnswer>(saveSearchPath(id), { method: 'PATCH', body: change }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
