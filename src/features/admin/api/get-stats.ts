import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#src/domain/admin.ts';
import { api } from '#src/lib/api-client.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';

export function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return api<AdminStats>('/api/admin/get-stats', { signal });
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => getStats(signal),
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
