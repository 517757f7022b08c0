import type { ModeratedListingsPage } from '#src/domain/moderation.ts';
import { useAdminPages } from '../api/page-query.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';

/** GET /api/admin/listings: pages of every listing, hidden ones too, searched on the server so all are in reach. */
export function useModeratedListings(q: string) {
  return useAdminPages<ModeratedListingsPage>(adminKeys.moderatedListings, '/api/admin/listings', q);
}
