import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../domain/account.ts';
import type { SessionAnswer } from '../domain/answers.ts';
import { api, ApiError } from './api-client.ts';

/**
 * `undefined` while unknown, the user when signed in, `false` when signed out. The server
 * refusing the session means signed out; a network that is down does not: the user saved on the device stays.
 */
export type AuthState = User | false | undefined;

const ME_KEY = ['auth', 'me'] as const;

/** Who is signed in: 200 `{ user }`, null for a visitor (the server render asks it too). */
export const SESSION_PATH = '/api/auth/session';

export const meQueryOptions = queryOptions({
  queryKey: ME_KEY,
  queryFn: async ({ client }): Promise<User | false> => {
    try {
      // /session, not /me: a visitor's 200 { user: null } leaves no failed request in the console.
      const { user } = await api<SessionAnswer>(SESSION_PATH);
      return user ?? false;
    } catch (err) {
      const unreachable = err instanceof ApiError && (err.status === 0 || err.status >= 500);
      // Throwing keeps the known user (and when it was last confirmed); with nobody known, signed out is all we can say.
      if (unreachable && client.getQueryData<User | false>(ME_KEY) !== undefined) throw err;
      return false;
    }
  },
  staleTime: 60_000,
});

/** The signed-in user lives here, not in a feature, because the shell and several features (profile, listings, bookings) all read it. */
export function useAuth(): AuthState {
  return useQuery(meQueryOptions).data;
}

/** The user as far as this page already knows, without asking the server (for screens that must not add a request). */
export function useKnownAuth(): AuthState {
  return useQuery({ ...meQueryOptions, enabled: false }).data;
}
