import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      // Nothing of the previous user may linger in the cache.
      qc.clear();
      qc.setQueryData(meQueryOptions.queryKey, false);
    },
  });
}
