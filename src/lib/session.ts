import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../domain/account.ts';
import { api } from './api-client.ts';

/** SPEC section 4: `undefined` while unknown, the user when signed in, `false` when signed out. Any failure means signed out. */
export type AuthState = User | false | undefined;

export const meQueryOptions = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: async (): Promise<User | false> => {
    try {
      // /session, not /me: a visitor's 200 { user: null } leaves no failed request in the console.
      const { user } = await api<{ user: User | null }>('/api/auth/session');
      return user ?? false;
    } catch {
      return false;
    }
  },
  staleTime: 60_000,
});

/** The signed-in user lives here, not in a feature, because the shell and several features (profile, listings, bookings) all read it. */
export function useAuth(): AuthState {
  return useQuery(meQueryOptions).data;
}

/**
 * `onSignedOut` runs before the user is forgotten, so a page behind a login guard can leave first
 * (e.g. go to '/') instead of being bounced to /login by its guard.
 */
export function useLogout({ onSignedOut }: { onSignedOut?: () => void | Promise<void> } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: async () => {
      await onSignedOut?.();
      // Nothing of the previous user may linger in the cache.
      qc.clear();
      qc.setQueryData(meQueryOptions.queryKey, false);
    },
  });
}
