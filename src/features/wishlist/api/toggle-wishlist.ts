import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../domain/account.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { meQueryOptions } from '../../auth/api/get-me.ts';
import { wishlistCopy } from '../copy.ts';
import { wishlistQueryOptions } from './get-wishlist.ts';

/**
 * SPEC section 4: a tap asks the server to toggle, and only its success flips the saved state (kept
 * in the current user's wishlist ids, so every heart for the listing agrees). A failure is only
 * logged (SPEC section 8), except a lapsed session, which gets the login-required alert.
 */
export function useToggleWishlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => api<unknown>(`/api/user/wishlist/${encodeURIComponent(propertyId)}`, { method: 'POST' }),
    onSuccess: (_data, propertyId) => {
      qc.setQueryData(meQueryOptions.queryKey, (me: User | false | undefined) => {
        if (!me) return me;
        const saved = me.wishlist.includes(propertyId);
        return { ...me, wishlist: saved ? me.wishlist.filter((id) => id !== propertyId) : [...me.wishlist, propertyId] };
      });
      return qc.invalidateQueries({ queryKey: wishlistQueryOptions.queryKey });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) {
        window.alert(wishlistCopy.loginRequired);
        return qc.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      }
      console.error('Wishlist update failed', err);
      return undefined;
    },
  });
}
