import type { Lang } from '#src/domain/languages.ts';
import { showsTrend } from '#src/domain/line/line-trend.ts';
import { formatPrice } from '#src/domain/money.ts';
import { percentChange } from '#src/domain/price-history-core.ts';
import type { Translate } from '#src/i18n/translator.ts';
import { monthName } from './month-name.ts';

/** A trend's first and last months with a median, and the whole-percent change between them; null below TREND_MIN_MONTHS. */
function trendEnds(trend: readonly (number | null)[], months: readonly string[], lang: Lang) {
  if (!showsTrend(trend)) return null;
  const first = trend.findIndex((v) => v !== null);
  const last = trend.findLastIndex((v) => v !== null);
  const from = trend[first];
  const to = trend[last];
  if (from == null || to == null) return null;
  return {
    whole: first === 0 && last === trend.length - 1,
    from: formatPrice(from, 'sale', lang),
    fromMonth: monthName(months[first] ?? '', lang),
    to: formatPrice(to, 'sale', lang),
    toMonth: monthName(months[last] ?? '', lang),
    percent: percentChange(from, to),
  };
}

/** What the sparkline shows, in words, for a screen reader: both ends with their months. */
export function trendWords(trend: readonly (number | null)[], months: readonly string[], t: Translate, lang: Lang): string | null {
  const ends = trendEnds(trend, months, lang);
  return ends && t('line.trend', ends);
}

/** The same, short, for the table's cell: the months only where they are not the column's first and last. */
export function trendShort(trend: readonly (number | null)[], months: readonly string[], t: Translate, lang: Lang): string | null {
  const ends = trendEnds(trend, months, lang);
  return ends && t(ends.whole ? 'line.trendShort' : 'line.trendShortMonths', ends);
}

/** The change beside a sparkline ("+4% since Jan 2026"), so its direction reads in words as well as in the line. */
export function trendChange(trend: readonly (number | null)[], months: readonly string[], t: Translate, lang: Lang): string | null {
  const ends = trendEnds(trend, months, lang);
  if (!ends) return null;
  const change = ends.percent > 0 ? `+${ends.percent}%` : ends.percent < 0 ? `−${Math.abs(ends.percent)}%` : '0%';
  return t('line.trendSince', { change, month: ends.fromMonth });
}
