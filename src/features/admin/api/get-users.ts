import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUsersPage } from '../../../domain/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE, pageQuery } from './page-query.ts';

/** A page of accounts, newest first, narrowed on the server by `q`. */
export function getUsersPage(q: string, cursor: string | null, signal?: AbortSignal): Promise<AdminUsersPage> {
  return api<AdminUsersPage>(`/api/admin/users?${pageQuery(q, cursor)}`, { signal });
}

export const adminUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'users', { q, limit: ADMIN_PAGE_SIZE }] as const,
    queryFn: ({ pageParam, signal }) => getUsersPage(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search keeps the rows on screen until its answer comes.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(q: string) {
  return useInfiniteQuery(adminUsersQueryOptions(q));
}
