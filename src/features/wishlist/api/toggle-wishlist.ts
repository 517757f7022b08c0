import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistAnswer } from '#src/domain/answers.ts';
import type { User } from '#src/domain/account.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { api, ApiError } from '#src/lib/api-client.ts';
import { meQueryOptions } from '#src/lib/session.ts';
import { wishlistQueryOptions } from './get-wishlist.ts';

/**
 * A tap asks the server to toggle, and only its success flips the saved state (kept
 * in the current user's wishlist ids, so every heart for the listing agrees). A failure is only
 * logged, except a lapsed session, which gets the login-required alert.
 */
export function useToggleWishlist() {
  const t = useT();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => api<WishlistAnswer>(`/api/user/wishlist/${encodeURIComponent(propertyId)}`, { method: 'POST' }),
    // The server answers with the whole saved list: take it rather than guess, in case another tab changed it.
    onSuccess: (res) => {
      qc.setQueryData(meQueryOptions.queryKey, (me: User | false | undefined) => (me ? { ...me, wishlist: res.wishlist } : me));
      return qc.invalidateQueries({ queryKey: wishlistQueryOptions.queryKey });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) {
        window.alert(t('wish.loginRequired'));
        return qc.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      }
      console.error('Wishlist update failed', err);
      return undefined;
    },
  });
}
