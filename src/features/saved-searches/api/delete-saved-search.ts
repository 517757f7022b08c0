import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import { api } from '#src/lib/api-client.ts';
import { saveSearchPath } from './save-search.ts';
import { savedSearchKeys } from '#src/lib/query-keys/account-keys.ts';

export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageAnswer>(saveSearchPath(id), { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
