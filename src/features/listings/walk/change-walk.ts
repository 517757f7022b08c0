import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalkChanged } from '#src/domain/walk-change.ts';
import { api } from '#src/lib/api-client.ts';
import { propertyQueryOptions } from '#src/lib/property-query.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';
import { myPropertiesQueryOptions } from '../api/get-my-properties.ts';

/** PATCH /api/property/walk/{id}: My Properties and the listing's page (and its commute) show the new walk at once. */
export function useChangeWalk(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (walkMinutes: number | null) => api<WalkChanged>(`/api/property/walk/${encodeURIComponent(id)}`, { method: 'PATCH', body: { walkMinutes } }),
    onSuccess: ({ property }) => {
      qc.setQueryData(myPropertiesQueryOptions.queryKey, (list) => list?.map((p) => (p._id === property._id ? { ...p, ...property } : p)));
      qc.setQueryData(propertyQueryOptions(property._id).queryKey, (old) => (old ? { ...old, walkMinutes: property.walkMinutes } : old));
      // The list's commutes read the walk too.
      void qc.invalidateQueries({ queryKey: propertyKeys.all, refetchType: 'none' });
    },
  });
}
