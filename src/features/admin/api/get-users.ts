import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../domain/account.ts';
import { api } from '../../../lib/api-client.ts';

export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return api<User[]>('/api/admin/get-users', { signal });
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: ['admin', 'users'] as const,
  queryFn: ({ signal }) => getUsers(signal),
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}
