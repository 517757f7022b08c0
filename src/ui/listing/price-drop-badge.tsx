import { type LastPriceDrop, recentPriceDrop } from '../../domain/price-history-core.ts';
import { useTranslator } from '../../i18n/language-context.tsx';

/** "Price dropped 7%" on a card, for a drop in the last 30 days; read from the catalogue, so offline too. */
export function PriceDropBadge({ drop, now = new Date() }: { drop: LastPriceDrop | undefined; now?: Date }) {
  const { t } = useTranslator();
  const recent = recentPriceDrop(drop, now);
  if (!recent) return null;
  return (
    <span
      data-testid="price-dropped"
      className="inline-flex w-fit items-center rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success-strong"
    >
      {t('card.priceDropped', { percent: String(Math.abs(recent.percent)) })}
    </span>
  );
}
