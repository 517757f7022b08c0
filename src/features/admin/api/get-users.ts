import type { AdminUsersPage } from '#src/domain/admin.ts';
import { useAdminPages } from './page-query.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';

/** Pages of accounts, newest first, narrowed on the server by `q`. */
export function useAdminUsers(q: string) {
  return useAdminPages<AdminUsersPage>(adminKeys.users, '/api/admin/users', q);
}
