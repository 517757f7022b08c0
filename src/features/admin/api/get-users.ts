import type { AdminUsersPage } from '../../../domain/admin.ts';
import { useAdminPages } from './page-query.ts';

/** Pages of accounts, newest first, narrowed on the server by `q`. */
export function useAdminUsers(q: string) {
  return useAdminPages<AdminUsersPage>(['admin', 'users'], '/api/admin/users', q);
}
