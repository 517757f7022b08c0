import { useQuery } from '@tanstack/react-query';
import type { ListingModeration } from '../../../domain/moderation.ts';
import { api } from '../../../lib/api-client.ts';

export function useListingModeration(id: string) {
  return useQuery({
    queryKey: ['admin', 'moderation', 'listing', id] as const,
    queryFn: ({ signal }) => api<ListingModeration>(`/api/admin/listings/${encodeURIComponent(id)}`, { signal }),
  });
}
