import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportGroup } from '#src/domain/moderation.ts';
import { api } from '#src/lib/api-client.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';

export const reportGroupsQueryOptions = queryOptions({
  queryKey: adminKeys.reports,
  queryFn: ({ signal }) => api<ReportGroup[]>('/api/admin/reports', { signal }),
});

export function useReportGroups() {
  return useQuery(reportGroupsQueryOptions);
}
