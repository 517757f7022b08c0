import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositChanged } from '#src/domain/deposit-change.ts';
import { api } from '#src/lib/api-client.ts';
import { propertyQueryOptions } from '#src/lib/property-query.ts';
import { myPropertiesQueryOptions } from '../api/get-my-properties.ts';

/** PATCH /api/property/deposit/{id}: My Properties and the listing's page show the new deposit at once. */
export function useChangeDeposit(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deposit: number | null) => api<DepositChanged>(`/api/property/deposit/${encodeURIComponent(id)}`, { method: 'PATCH', body: { deposit } }),
    onSuccess: ({ property }) => {
      const deposit = property.deposit ?? null;
      qc.setQueryData(myPropertiesQueryOptions.queryKey, (list) => list?.map((p) => (p._id === property._id ? { ...p, deposit } : p)));
      qc.setQueryData(propertyQueryOptions(property._id).queryKey, (old) => (old ? { ...old, deposit } : old));
    },
  });
}
