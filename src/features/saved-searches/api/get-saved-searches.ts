import { queryOptions } from '@tanstack/react-query';
import type { SavedSearch } from '#src/domain/saved-search.ts';
import { api } from '#src/lib/api-client.ts';
import { savedSearchKeys } from '#src/lib/query-keys/account-keys.ts';

export const savedSearchesQueryOptions = queryOptions({
  queryKey: savedSearchKeys.all,
  queryFn: async ({ signal }) => (await api<{ searches: SavedSearch[] }>('/api/user/saved-searches', { signal })).searches,
  // New matches arrive with other people's listings: check on every visit.
  staleTime: 0,
});
