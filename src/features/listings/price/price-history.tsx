import { formatPriceShort } from '#src/domain/money.ts';
import { daysListed, type PricePoint, priceStory } from '#src/domain/price-history-core.ts';
import type { PropertyType } from '#src/domain/property-kinds.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { formatDayMonth } from '#src/lib/dates.ts';
import { PriceHistoryChart } from './price-history-chart.tsx';

interface Props {
  listing: { type: PropertyType; priceHistory?: readonly PricePoint[]; listedAt?: string };
  /** Today, for "Listed 54 days ago"; the device clock unless a test sets it. */
  now?: Date;
  /** The region's name where several listings show theirs on one page (My Properties); else "Price history". */
  regionName?: string;
}

/** A minus sign, not a hyphen, for a drop: "−7%", "+5%". */
const signedPercent = (percent: number) => `${percent < 0 ? '\u2212' : '+'}${Math.abs(percent)}%`;

/**
 * "Listed at ₹1.35 Cr on 3 Oct · ₹1.25 Cr since 12 Nov (−7%)", a small chart of every price, and how long it has been
 * listed. Shown from the full detail answer (kept on the device for offline reading); a listing drawn from a card
 * while the detail loads has no history yet and shows nothing here.
 */
export function PriceHistory({ listing, now = new Date(), regionName }: Props) {
  const { lang, t } = useTranslator();
  const points = listing.priceHistory ?? [];
  const story = priceStory(points);
  if (!story) return null;
  const price = (p: number) => formatPriceShort(p, listing.type, lang);
  const days = daysListed(listing.listedAt ?? story.first.date, now);
  const ago = days === 0 ? t('detail.listedToday') : days === 1 ? t('detail.listedOneDay') : t('detail.listedDaysAgo', { count: String(days) });
  const chartLabel = t('detail.priceChart', { points: points.map((p) => `${formatDayMonth(p.date, lang)}: ${price(p.price)}`).join(', ') });
  return (
    <section aria-label={regionName ?? t('detail.priceHistory')} data-testid="price-history" className="space-y-1 text-sm text-ink-muted">
      <p>
        {t('detail.listedAtOn', { price: price(story.first.price), date: formatDayMonth(story.first.date, lang) })}
        {story.current && (
          <>
            {' · '}
            {t('detail.priceSince', { price: price(story.current.price), date: formatDayMonth(story.current.date, lang) })}
            {story.percent !== 0 && ` (${signedPercent(story.percent)})`}
          </>
        )}
      </p>
      <PriceHistoryChart points={points} label={chartLabel} now={now} />
      <p>{ago}</p>
    </section>
  );
}
