import { ApiError } from '#src/lib/api-client.ts';
import { useAuth } from '#src/lib/session.ts';
import { useOnline } from '#src/lib/use-online.ts';
import { queueWishlistChange, useOutbox } from '#src/offline/outbox/index.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';

export interface WishlistToggle {
  saved: boolean;
  /** A change waits in the outbox for this listing. */
  queued: boolean;
  pending: boolean;
  toggle: () => void;
}

/**
 * Send now or queue, decided here once. Online, a tap asks the server and the heart flips on its answer. Offline
 * (or when the request cannot get through) the change waits in the outbox, one per listing however many taps, and
 * the heart shows it at once. Null for a visitor: the heart is only for a signed-in user.
 */
export function useWishlistToggle(propertyId: string): WishlistToggle | null {
  const auth = useAuth();
  const mutation = useToggleWishlist();
  const online = useOnline();
  const { waiting } = useOutbox('wishlist');
  if (!auth) return null;
  const queuedChange = waiting.find((a) => a.details?.propertyId === propertyId);
  const saved = queuedChange ? queuedChange.method === 'PUT' : auth.wishlist.includes(propertyId);

  const queue = () => void queueWishlistChange({ userId: auth._id, propertyId, save: !saved });
  const toggle = () => {
    if (mutation.isPending) return;
    // Behind a queued change, a new tap queues too, so the server gets the taps in order.
    if (!online || queuedChange) {
      queue();
      return;
    }
    mutation.mutate(propertyId, {
      onError: (err) => {
        if (err instanceof ApiError && err.status === 0) queue();
      },
    });
  };
  return { saved, queued: queuedChange !== undefined, pending: mutation.isPending, toggle };
}
