import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../domain/admin.ts';
import { api } from '../../../lib/api-client.ts';

export function getUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return api<AdminUser[]>('/api/admin/get-users', { signal });
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: ['admin', 'users'] as const,
  queryFn: ({ signal }) => getUsers(signal),
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}
