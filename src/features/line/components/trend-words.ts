import type { Lang } from '#src/domain/languages.ts';
import { showsTrend } from '#src/domain/line/line-trend.ts';
import { formatPrice } from '#src/domain/money.ts';
import type { Translate } from '#src/i18n/translator.ts';
import { monthName } from './month-name.ts';

/** A trend's first and last months with a median, in words: what the sparkline shows, for a screen reader and the table. */
export function trendWords(trend: readonly (number | null)[], months: readonly string[], t: Translate, lang: Lang): string | null {
  if (!showsTrend(trend)) return null;
  const first = trend.findIndex((v) => v !== null);
  const last = trend.findLastIndex((v) => v !== null);
  const from = trend[first];
  const to = trend[last];
  if (from == null || to == null) return null;
  return t('line.trend', {
    from: formatPrice(from, 'sale', lang),
    fromMonth: monthName(months[first] ?? '', lang),
    to: formatPrice(to, 'sale', lang),
    toMonth: monthName(months[last] ?? '', lang),
  });
}
