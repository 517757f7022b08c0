import type { ListingSummary } from '../../../domain/catalogue.ts';
import { formatPrice, formatPriceShort } from '../../../domain/money.ts';
import { useTranslator } from '../../../i18n/language-context.tsx';

/** The listing's price right under its title, where a phone sees it without scrolling; the short form from ₹1 L up. */
export function PriceTag({ listing: p }: { listing: Pick<ListingSummary, 'price' | 'type'> }) {
  const { lang, t } = useTranslator();
  return (
    <p data-testid="listing-price" className="flex flex-wrap items-baseline gap-x-3">
      <span className="sr-only">{t('detail.price')}: </span>
      <span className="text-2xl font-bold text-brand-800">{formatPrice(p.price, p.type, lang)}</span>
      {p.price >= 1e5 && <span className="text-base font-medium text-ink-muted">{formatPriceShort(p.price, p.type, lang)}</span>}
    </p>
  );
}
