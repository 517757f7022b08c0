import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../domain/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from '../../../lib/query-keys/admin-keys.ts';

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
