import type { ListingSummary } from '#src/domain/catalogue.ts';
import { formatPrice, formatPriceShort } from '#src/domain/money.ts';
import { formatPricePerSqft } from '#src/domain/price-per-sqft.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';

/** The listing's price right under its title, where a phone sees it without scrolling; the short form from ₹1 L up, and ₹ per sq ft. */
export function PriceTag({ listing: p }: { listing: Pick<ListingSummary, 'price' | 'type' | 'carpetArea'> }) {
  const { lang, t } = useTranslator();
  const rate = formatPricePerSqft(p.price, p.carpetArea, lang);
  return (
    <p data-testid="listing-price" className="flex flex-wrap items-baseline gap-x-3">
      <span className="sr-only">{t('detail.price')}: </span>
      <span className="text-2xl font-bold text-brand-800">{formatPrice(p.price, p.type, lang)}</span>
      {p.price >= 1e5 && <span className="text-base font-medium text-ink-muted">{formatPriceShort(p.price, p.type, lang)}</span>}
      {rate && (
        <span data-testid="listing-per-sqft" className="basis-full text-sm text-ink-muted">
          {t(p.type === 'rent' ? 'detail.perSqftRent' : 'detail.perSqft', { rate })}
        </span>
      )}
    </p>
  );
}
