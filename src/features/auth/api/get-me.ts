import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../domain/account.ts';
import { api } from '../../../lib/api-client.ts';

/** SPEC section 4: `undefined` while unknown, the user when signed in, `false` when signed out. Any failure means signed out. */
export type AuthState = User | false | undefined;

export const meQueryOptions = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: async (): Promise<User | false> => {
    try {
      return await api<User>('/api/auth/me');
    } catch {
      return false;
    }
  },
  staleTime: 60_000,
});

export function useAuth(): AuthState {
  return useQuery(meQueryOptions).data;
}
