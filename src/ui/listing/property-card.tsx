import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Freshness } from '../../domain/freshness-core.ts';
import { formatNumber, formatPrice, formatPriceShort } from '../../domain/money.ts';
import type { ListingSummary } from '../../domain/catalogue.ts';
import { formatPricePerSqft } from '../../domain/price-per-sqft.ts';
import { useTranslator } from '../../i18n/language-context.tsx';
import { buttonClass } from '../button.tsx';
import { CardCarousel } from './card-carousel.tsx';
import { AMENITY_MESSAGES } from './amenity-messages.ts';
import type { PhotoLoading } from './property-photo.tsx';
import { FactsBadges } from './facts-badges.tsx';
import { PriceDropBadge } from './price-drop-badge.tsx';
import { ReraBadge } from './rera-badge.tsx';
import { MayBeGone } from './stale-note.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import { Icon } from '../icon.tsx';

export type CardLayout = 'grid' | 'list';

/** What a screen adds to each card's photo corner, e.g. the wishlist heart. */
export type CardAction = (property: ListingSummary) => ReactNode;

interface Props {
  property: ListingSummary;
  layout: CardLayout;
  /** How the cover photo loads: the first cards are above the fold. */
  photoLoading?: PhotoLoading;
  action?: CardAction | undefined;
  /** What a screen adds under the card's facts, e.g. the owner's "Still available" on My Properties. */
  footer?: CardAction | undefined;
  /**
   * Given, the card says "May no longer be available" when it is (the search list). The list passes the
   * days it already read, rather than each card reading the site's settings.
   */
  freshness?: Freshness | undefined;
  /** The title's level: 3 under a list's own h2 (the search results), 2 where the page's h1 is the only heading above. */
  headingLevel?: 2 | 3;
}

// The grid is 1, 2 or 3 columns (sm, xl); the list puts an 8rem photo beside the text on phones, an 18rem one from sm.
const SIZES: Record<CardLayout, string> = {
  grid: '(min-width: 1280px) 22rem, (min-width: 640px) 50vw, 100vw',
  list: '(min-width: 640px) 18rem, 8rem',
};

/**
 * The property card: carousel, type badge, heart slot, price, location, bedrooms, Furnished, carpet area.
 * The list layout on a phone is a compact row (small photo, no carousel controls), not the grid's card again.
 */
export const PropertyCard = memo(function PropertyCard({ property: p, layout, photoLoading = 'lazy', action, footer, freshness, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { lang, t } = useTranslator();
  const [hovered, setHovered] = useState(false);
  const article = useRef<HTMLElement>(null);
  // A pointer already over the card when the app takes a server-rendered page over entered before React listened:
  // without this the card would neither advance nor go back to its first photo when the pointer leaves.
  useEffect(() => {
    if (article.current?.matches(':hover')) setHovered(true);
  }, []);
  const list = layout === 'list';
  const rate = formatPricePerSqft(p.price, p.carpetArea, lang);
  return (
    <article
      ref={article}
      className={`h-full overflow-hidden rounded-card bg-card shadow-card ${list ? 'flex' : 'flex flex-col'}`}
      onMouseEnter={() => setHovered(true)}
      // A card drawn under a still pointer (the list redrawn) hears no enter: the pointer's next move inside it counts,
      // so leaving it still brings the first photo back.
      onMouseMove={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      aria-label={p.propertyName}
    >
      {/* 8rem is the least that holds the badge and the heart side by side. */}
      <div className={`relative ${list ? 'w-32 shrink-0 self-start sm:w-72' : ''}`}>
        <CardCarousel images={p.images} title={p.propertyName} sizes={SIZES[layout]} loading={photoLoading} playing={hovered} compact={list} />
        <span
          className={`absolute left-2 top-2 rounded-full px-2.5 py-1 text-xs font-bold ${p.type === 'rent' ? 'bg-accent-400 text-ink' : 'bg-brand-700 text-white'}`}
        >
          {p.type === 'rent' ? t('card.forRent') : t('card.forSale')}
        </span>
        {action && <div className={`absolute top-2 ${list ? 'right-1 sm:right-2' : 'right-2'}`}>{action(p)}</div>}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col ${list ? 'gap-1 p-3 sm:gap-2 sm:p-4' : 'gap-2 p-4'}`}>
        <Heading className="text-base font-semibold leading-snug text-ink">
          <Link to={`/property/${p._id}`} className="hover:text-brand-700 hover:underline">
            {p.propertyName}
          </Link>
        </Heading>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-brand-800">{formatPrice(p.price, p.type, lang)}</span>
          {p.price >= 1e5 && <span className="text-sm font-medium text-ink-muted">({formatPriceShort(p.price, p.type, lang)})</span>}
        </p>
        {rate && <p className="-mt-1 text-sm text-ink-muted">{t(p.type === 'rent' ? 'card.perSqftRent' : 'card.perSqft', { rate })}</p>}
        <p className="flex items-center gap-1.5 text-sm text-ink-muted">
          <Icon className="size-4 shrink-0">
            <path d="M12 21s-7-6.2-7-11a7 7 0 1114 0c0 4.8-7 11-7 11z" />
            <circle cx="12" cy="10" r="2.5" />
          </Icon>
          {p.location}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          {/* A shop or a plot has no bedrooms: "0 Beds" would read as a flat with none. */}
          {p.bedrooms > 0 && <li>{t('card.bedrooms', { count: p.bedrooms })}</li>}
          <li>{t('card.sqft', { area: formatNumber(p.carpetArea) })}</li>
          {p.furnished && <li className="font-medium text-success">{t(AMENITY_MESSAGES.furnished)}</li>}
        </ul>
        <FactsBadges listing={p} />
        <PriceDropBadge drop={p.lastPriceDrop} />
        <ReraBadge number={p.reraNumber} />
        <VerifiedBadge at={p.verifiedAt} />
        {freshness && <MayBeGone confirmedAt={p.confirmedAt} freshness={freshness} />}
        {footer?.(p)}
        <Link
          to={`/property/${p._id}`}
          className={buttonClass('secondary', `mt-auto w-full ${list ? 'max-sm:hidden' : ''}`)}
          aria-label={`${t('card.viewDetails')}: ${p.propertyName}`}
        >
          {t('card.viewDetails')}
        </Link>
      </div>
    </article>
  );
});
