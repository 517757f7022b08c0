import { useId } from 'react';
import type { Property } from '#src/domain/property.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle.ts';
import { Icon } from '#src/ui/icon.tsx';

/** The card's heart: only for a signed-in user; saved when the listing is in their wishlist or a queued tap says so. */
export function WishlistHeart({ property }: { property: Pick<Property, '_id' | 'propertyName'> }) {
  const heart = useWishlistToggle(property._id);
  const waitingId = useId();
  const t = useT();
  if (!heart) return null;
  const { saved, queued, pending, toggle } = heart;

  return (
    <div className="flex items-center gap-2">
      {queued && (
        <span id={waitingId} className="max-w-40 rounded-control bg-card/95 px-2 py-1 text-xs font-medium text-ink shadow-card">
          {t('wish.waiting')}
        </span>
      )}
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? t('wish.remove', { title: property.propertyName }) : t('wish.add', { title: property.propertyName })}
        aria-describedby={queued ? waitingId : undefined}
        aria-busy={pending || undefined}
        onClick={toggle}
        className="relative grid size-11 shrink-0 place-items-center rounded-full bg-card/90 shadow-card hover:bg-card"
      >
        <Icon className={`size-6 ${saved ? 'text-danger' : 'text-ink-muted'}`} fill={saved ? 'currentColor' : 'none'}>
          <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3.1 5 6.5 5c2 0 3.6 1.1 5.5 3 1.9-1.9 3.5-3 5.5-3 3.4 0 5.2 3.4 3.7 6.4C19 15.6 12 20 12 20z" />
        </Icon>
        {queued && <span className="absolute right-1 top-1 size-2.5 rounded-full border-2 border-card bg-accent-500" aria-hidden="true" />}
      </button>
    </div>
  );
}
