import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportGroup } from '../../../domain/moderation.ts';
import { api } from '../../../lib/api-client.ts';

export const reportGroupsQueryOptions = queryOptions({
  queryKey: ['admin', 'moderation', 'reports'] as const,
  queryFn: ({ signal }) => api<ReportGroup[]>('/api/admin/reports', { signal }),
});

export function useReportGroups() {
  return useQuery(reportGroupsQueryOptions);
}
