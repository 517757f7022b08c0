import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSearchInput, SavedSearchAnswer } from '#src/domain/saved-search.ts';
import { api } from '#src/lib/api-client.ts';
import { savedSearchKeys } from '#src/lib/query-keys/account-keys.ts';

export const saveSearchPath = (id: string) => `/api/user/saved-searches/${encodeURIComponent(id)}`;

/** PUT under an id made on the device: the same request queued offline and replayed saves one search. */
export function useSaveSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SaveSearchInput }) => api<SavedSearchAnswer>(saveSearchPath(id), { method: 'PUT', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
