import type { Availability } from '../../domain/availability-core.ts';
import { useTranslator } from '../../i18n/language-context.tsx';
import { formatDayMonth } from '../../lib/dates.ts';

/**
 * "Sold on 12 Nov", "Rented on 12 Nov" or "Withdrawn" under a card of a listing off the market (a wishlist keeps it,
 * and so does its owner's list); nothing for one on the market.
 */
export function AvailabilityNote({ property: p }: { property: { availability?: Availability | undefined; availabilityChangedAt?: string | undefined } }) {
  const { lang, t } = useTranslator();
  if (!p.availability || p.availability === 'available') return null;
  const date = p.availabilityChangedAt ? formatDayMonth(p.availabilityChangedAt, lang) : '';
  const text = p.availability === 'withdrawn' || !date ? t('card.withdrawn') : t(p.availability === 'sold' ? 'card.soldOn' : 'card.rentedOn', { date });
  return (
    <p data-testid="availability-note" className="rounded-control bg-line/60 px-3 py-1.5 text-sm font-semibold text-ink">
      {text}
    </p>
  );
}
