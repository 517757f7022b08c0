import { useQuery } from '@tanstack/react-query';
import type { ListingModeration } from '#src/domain/moderation.ts';
import { api } from '#src/lib/api-client.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';

export function useListingModeration(id: string) {
  return useQuery({
    queryKey: adminKeys.moderatedListing(id),
    queryFn: ({ signal }) => api<ListingModeration>(`/api/admin/listings/${encodeURIComponent(id)}`, { signal }),
  });
}
