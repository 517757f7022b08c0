import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityChanged } from '#src/domain/availability.ts';
import type { Availability } from '#src/domain/availability-core.ts';
import { api } from '#src/lib/api-client.ts';
import { propertyQueryOptions } from '#src/lib/property-query.ts';
import { propertyKeys, wishlistKeys } from '#src/lib/query-keys/shared-keys.ts';
import { myPropertiesQueryOptions } from '../api/get-my-properties.ts';

/**
 * PATCH /api/property/availability/{id}: My Properties and the listing's page show the new state at once; the list
 * (and so the device's catalogue, which syncs when the list is marked out of date) and the wishlists read it again.
 */
export function useChangeAvailability(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) =>
      api<AvailabilityChanged>(`/api/property/availability/${encodeURIComponent(id)}`, { method: 'PATCH', body: { availability } }),
    onSuccess: ({ property }) => {
      qc.setQueryData(myPropertiesQueryOptions.queryKey, (list) => list?.map((p) => (p._id === property._id ? property : p)));
      qc.setQueryData(propertyQueryOptions(property._id).queryKey, (old) => {
        if (!old) return old;
        const { availabilityChangedAt: _was, ...rest } = old;
        return {
          ...rest,
          availability: property.availability,
          ...(property.availabilityChangedAt ? { availabilityChangedAt: property.availabilityChangedAt } : {}),
        };
      });
      // A relisting after the window starts the price history anew: read the page again while it is open.
      void qc.invalidateQueries({ queryKey: propertyQueryOptions(property._id).queryKey });
      void qc.invalidateQueries({ queryKey: propertyKeys.all, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: wishlistKeys.all, refetchType: 'none' });
    },
  });
}
