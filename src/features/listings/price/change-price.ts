import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceChanged } from '#src/domain/price-change.ts';
import { api } from '#src/lib/api-client.ts';
import { myPropertiesQueryOptions } from '../api/get-my-properties.ts';
import { propertyQueryOptions } from '#src/lib/property-query.ts';
import { propertyKeys } from '#src/lib/query-keys/shared-keys.ts';
import { wishlistKeys } from '#src/lib/query-keys/shared-keys.ts';

/** PATCH /api/property/price/{id}: My Properties and the listing's page show the new price at once. */
export function useChangePrice(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (price: number) => api<PriceChanged>(`/api/property/price/${encodeURIComponent(id)}`, { method: 'PATCH', body: { price } }),
    onSuccess: ({ property }) => {
      qc.setQueryData(myPropertiesQueryOptions.queryKey, (list) => list?.map((p) => (p._id === property._id ? { ...p, ...property } : p)));
      qc.setQueryData(propertyQueryOptions(property._id).queryKey, (old) => (old ? { ...old, price: property.price } : old));
      // My Properties' history and state come from the server: read them again.
      void qc.invalidateQueries({ queryKey: myPropertiesQueryOptions.queryKey });
      // The page's price history gains a point: read it again while the page is open.
      void qc.invalidateQueries({ queryKey: propertyQueryOptions(property._id).queryKey });
      // The list and the wishlist read the price too.
      void qc.invalidateQueries({ queryKey: propertyKeys.all, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: wishlistKeys.all, refetchType: 'none' });
    },
  });
}
