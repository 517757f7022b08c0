import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property } from '#src/domain/property.ts';
import { api } from '#src/lib/api-client.ts';
import { myPropertiesQueryOptions } from './get-my-properties.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';

/** POST /api/user/myproperties/{id}/confirm: the owner's "still available"; My Properties shows the new date at once. */
export function useConfirmListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string; property: Property }>(`/api/user/myproperties/${encodeURIComponent(id)}/confirm`, { method: 'POST' }),
    onSuccess: ({ property }) => {
      qc.setQueryData(myPropertiesQueryOptions.queryKey, (list) => list?.map((p) => (p._id === property._id ? { ...p, ...property } : p)));
      // My Properties' history and state come from the server: read them again.
      void qc.invalidateQueries({ queryKey: myPropertiesQueryOptions.queryKey });
      // The list and the listing's page read the date too.
      void qc.invalidateQueries({ queryKey: propertyKeys.all, refetchType: 'none' });
    },
  });
}
