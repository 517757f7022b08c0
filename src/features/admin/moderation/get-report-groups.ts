import type { ReportGroupsPage } from '#src/domain/moderation.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';
import { useAdminPages } from '../api/page-query.ts';

/** GET /api/admin/reports: pages of reported listings, the newest report first, searched on the server so all are in reach. */
export function useReportGroups(q: string) {
  return useAdminPages<ReportGroupsPage>(adminKeys.reports, '/api/admin/reports', q);
}
