import { useId } from 'react';
import type { Property } from '../../../domain/property.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useOutbox } from '../../../offline/use-outbox.ts';
import { useAuth } from '../../../lib/session.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';
import { wishlistCopy as c } from '../copy.ts';

/**
 * The card's heart: only for a signed-in user (SPEC section 6); saved when the listing is in their wishlist.
 * Online, a tap asks the server and flips on its answer. Offline (or when the request cannot get through)
 * the heart flips at once and the change waits in the outbox, one per listing however many taps.
 */
export function WishlistHeart({ property }: { property: Pick<Property, '_id' | 'propertyName'> }) {
  const auth = useAuth();
  const toggle = useToggleWishlist();
  const online = useOnline();
  const { waiting } = useOutbox('wishlist');
  const waitingId = useId();
  if (!auth) return null;
  const queued = waiting.find((a) => a.details?.propertyId === property._id);
  const saved = queued ? queued.method === 'PUT' : auth.wishlist.includes(property._id);

  // The outbox's code is loaded at start, beside the first render (src/offline/start-offline.ts), not in it.
  const queue = () =>
    import('../../../offline/outbox-client.ts').then((outbox) => outbox.queueWishlistChange({ userId: auth._id, propertyId: property._id, save: !saved }));
  const onClick = () => {
    if (toggle.isPending) return;
    // Behind a queued change, a new tap queues too, so the server gets the taps in order.
    if (!online || queued) {
      void queue();
      return;
    }
    toggle.mutate(property._id, {
      onError: (err) => {
        if (err instanceof ApiError && err.status === 0) void queue();
      },
    });
  };

  return (
    <div className="flex items-center gap-2">
      {queued && (
        <span id={waitingId} className="max-w-40 rounded-control bg-card/95 px-2 py-1 text-xs font-medium text-ink shadow-card">
          {c.waiting}
        </span>
      )}
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? c.remove(property.propertyName) : c.add(property.propertyName)}
        aria-describedby={queued ? waitingId : undefined}
        aria-busy={toggle.isPending || undefined}
        onClick={onClick}
        className="relative grid size-11 shrink-0 place-items-center rounded-full bg-card/90 shadow-card hover:bg-card"
      >
        <svg
          viewBox="0 0 24 24"
          className={`size-6 ${saved ? 'text-danger' : 'text-ink-muted'}`}
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3.1 5 6.5 5c2 0 3.6 1.1 5.5 3 1.9-1.9 3.5-3 5.5-3 3.4 0 5.2 3.4 3.7 6.4C19 15.6 12 20 12 20z" />
        </svg>
        {queued && <span className="absolute right-1 top-1 size-2.5 rounded-full border-2 border-card bg-accent-500" aria-hidden="true" />}
      </button>
    </div>
  );
}
