import type { Property } from '../../../domain/property.ts';
import { useAuth } from '../../auth/api/get-me.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';
import { wishlistCopy as c } from '../copy.ts';

/** The card's heart: only for a signed-in user (SPEC section 6); saved when the listing is in their wishlist. */
export function WishlistHeart({ property }: { property: Pick<Property, '_id' | 'propertyName'> }) {
  const auth = useAuth();
  const toggle = useToggleWishlist();
  if (!auth) return null;
  const saved = auth.wishlist.includes(property._id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? c.remove(property.propertyName) : c.add(property.propertyName)}
      aria-busy={toggle.isPending || undefined}
      onClick={() => {
        if (toggle.isPending) return;
        toggle.mutate(property._id);
      }}
      className="grid size-11 place-items-center rounded-full bg-card/90 shadow-card hover:bg-card"
    >
      <svg viewBox="0 0 24 24" className={`size-6 ${saved ? 'text-danger' : 'text-ink-muted'}`} fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3.1 5 6.5 5c2 0 3.6 1.1 5.5 3 1.9-1.9 3.5-3 5.5-3 3.4 0 5.2 3.4 3.7 6.4C19 15.6 12 20 12 20z" />
      </svg>
    </button>
  );
}
