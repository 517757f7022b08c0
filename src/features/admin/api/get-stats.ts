import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../domain/admin.ts';
import { api } from '../../../lib/api-client.ts';

export function getStats(signal?: AbortSignal): Promise<AdminStats> {
  return api<AdminStats>('/api/admin/get-stats', { signal });
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: ['admin', 'stats'] as const,
  queryFn: ({ signal }) => getStats(signal),
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
