import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '#src/domain/answers.ts';
import { api } from '#src/lib/api-client.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';

export function useDeleteProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageAnswer>(`/api/property/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      qc.removeQueries({ queryKey: propertyKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}
