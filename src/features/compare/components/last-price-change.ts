import { formatPriceShort } from '#src/domain/money.ts';
import { percentChange } from '#src/domain/price-history-core.ts';
import type { ListingSummary } from '#src/domain/catalogue.ts';
import type { Translator } from '#src/i18n/translator.ts';
import { formatDayMonth } from '#src/lib/dates.ts';

/** A minus sign, not a hyphen, for a drop: "−7%", "+5%". */
const signedPercent = (percent: number) => `${percent < 0 ? '\u2212' : '+'}${Math.abs(percent)}%`;

/**
 * The listing's last price change as the compare row says it. The full answer carries every price, so the last
 * change is read from it ("₹1.25 Cr since 12 Nov (−7%)"); a summary from the device's catalogue knows only its
 * latest drop, and without one nothing more can be known while offline.
 */
export function lastPriceChange(l: ListingSummary, { t, lang }: Translator): string {
  const points = l.priceHistory;
  if (points) {
    let i = points.length - 1;
    while (i > 0 && points[i]?.price === points[i - 1]?.price) i -= 1;
    const now = points[i];
    const before = points[i - 1];
    if (!now || !before) return t('compare.noPriceChange');
    const price = t('compare.priceSince', { price: formatPriceShort(now.price, l.type, lang), date: formatDayMonth(now.date, lang) });
    const percent = percentChange(before.price, now.price);
    return percent === 0 ? price : `${price} (${signedPercent(percent)})`;
  }
  if (l.lastPriceDrop) {
    return t('compare.priceDropOn', { percent: signedPercent(l.lastPriceDrop.percent), date: formatDayMonth(l.lastPriceDrop.date, lang) });
  }
  return t('compare.priceChangeUnknown');
}
