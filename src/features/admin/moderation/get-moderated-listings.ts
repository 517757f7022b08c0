import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ModeratedListing } from '../../../domain/moderation.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/admin/listings?q=: searched on the server, so every listing is in reach, not only the newest page. */
export function useModeratedListings(q: string) {
  return useQuery({
    queryKey: ['admin', 'moderation', 'listings', q] as const,
    queryFn: ({ signal }) => api<ModeratedListing[]>(`/api/admin/listings?q=${encodeURIComponent(q)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
