import type { DuplicatePairsPage } from '#src/domain/duplicates.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';
import { useAdminPages } from '../api/page-query.ts';

/** GET /api/admin/duplicates: the pairs found at upload, newest first, a page at a time (no search). */
export function useDuplicatePairs() {
  return useAdminPages<DuplicatePairsPage>(adminKeys.duplicates, '/api/admin/duplicates', '');
}
