import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FactsChange, FactsChanged } from '#src/domain/listing-facts-change.ts';
import type { Property } from '#src/domain/property.ts';
import { api } from '#src/lib/api-client.ts';
import { propertyQueryOptions } from '#src/lib/property-query.ts';
import { propertyKeys, wishlistKeys } from '#src/lib/query-keys/shared-keys.ts';
import { myPropertiesQueryOptions } from '../api/get-my-properties.ts';

/** What a change of the facts changes in a listing: the facts, and the amenity flags that follow them. */
function factsOf(p: Property): Partial<Property> {
  return {
    postedBy: p.postedBy,
    brokerageMonths: p.brokerageMonths,
    brokeragePercent: p.brokeragePercent,
    maintenance: p.maintenance,
    floor: p.floor,
    totalFloors: p.totalFloors,
    possession: p.possession,
    builtYear: p.builtYear,
    parkingCovered: p.parkingCovered,
    parkingOpen: p.parkingOpen,
    furnishing: p.furnishing,
    facing: p.facing,
    ocReceived: p.ocReceived,
    furnished: p.furnished,
    parking: p.parking,
  };
}

/** PATCH /api/property/facts/{id}: My Properties and the listing's page show the new facts at once. */
export function useChangeFacts(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (facts: FactsChange) => api<FactsChanged>(`/api/property/facts/${encodeURIComponent(id)}`, { method: 'PATCH', body: facts }),
    onSuccess: ({ property }) => {
      const facts = factsOf(property);
      qc.setQueryData(myPropertiesQueryOptions.queryKey, (list) => list?.map((p) => (p._id === property._id ? { ...p, ...facts } : p)));
      qc.setQueryData(propertyQueryOptions(property._id).queryKey, (old) => (old ? { ...old, ...facts } : old));
      // The lists filter and badge by the facts, and the wishlist shows them: read them again when next shown.
      void qc.invalidateQueries({ queryKey: propertyKeys.all, refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: wishlistKeys.all, refetchType: 'none' });
    },
  });
}
