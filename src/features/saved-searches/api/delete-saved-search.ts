import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../domain/answers.ts';
import { api } from '../../../lib/api-client.ts';
import { saveSearchPath } from './save-search.ts';
import { SAVED_SEARCHES_KEY } from './saved-searches-key.ts';

export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageAnswer>(saveSearchPath(id), { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
