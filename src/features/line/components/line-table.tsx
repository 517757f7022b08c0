import { useId } from 'react';
import { Link } from 'react-router';
import { WESTERN_LINE } from '#src/domain/commute/western-line.ts';
import type { LineAnswer } from '#src/domain/line/line-answer.ts';
import type { LineFigures } from '#src/domain/line/line-figures.ts';
import { formatNumber, formatPrice } from '#src/domain/money.ts';
import { stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { figureFor, type LineChoice, stationHref, stationMinutes } from './line-choice.ts';
import { monthName } from './month-name.ts';
import { trendShort } from './trend-words.ts';

/** Every figure of the drawing and the chart, one row per station, for a screen reader and anyone who reads tables. */
export function LineTable({ figures, choice, trends }: { figures: LineFigures; choice: LineChoice; trends: Pick<LineAnswer, 'months' | 'trends'> | null }) {
  const { t, lang } = useTranslator();
  const captionId = useId();
  const minutes = stationMinutes(choice);
  const cell = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';
  return (
    // Scrolls sideways on a narrow phone; focusable so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (axe: scrollable-region-focusable).
    <section aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-card bg-card shadow-card">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption id={captionId} className="px-3 py-3 text-left text-base font-semibold text-ink">
          {t('line.tableTitle')}
        </caption>
        <thead className="bg-surface text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('line.colStation')}
            </th>
            {minutes && (
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('line.colMinutes')}
              </th>
            )}
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('line.colListings')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('line.colHomes')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t(choice.type === 'rent' ? 'line.colMedianRent' : 'line.colMedianSale')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('line.colBudget')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {trends
                ? t('line.colTrend', { from: monthName(trends.months[0] ?? '', lang), to: monthName(trends.months.at(-1) ?? '', lang) })
                : t('line.colTrendNone')}
            </th>
          </tr>
        </thead>
        <tbody>
          {WESTERN_LINE.map((s, i) => {
            const figure = figureFor(figures, i, choice);
            const trend = trends?.trends[i];
            const m = minutes?.[i];
            return (
              <tr key={s.station} className="border-t border-line" data-station={s.station}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  <Link to={stationHref(s.station, choice)} className="whitespace-nowrap text-brand-800 underline underline-offset-2">
                    {stationName(s.station, lang)}
                  </Link>
                  {s.fast !== false && <span className="block whitespace-nowrap text-xs font-normal text-ink-muted">{t('line.fast')}</span>}
                </th>
                {minutes && <td className={cell}>{m === undefined ? '' : t('line.minutesShort', { count: m })}</td>}
                <td className={cell} data-figure="count" data-value={figures.stations[i]?.count ?? 0}>
                  {formatNumber(figures.stations[i]?.count ?? 0)}
                </td>
                <td className={cell}>{formatNumber(figure?.n ?? 0)}</td>
                <td className={cell} data-figure="median" data-value={figure?.median ?? ''}>
                  {figure?.median == null ? t('line.fewerShort') : formatPrice(figure.median, 'sale', lang)}
                </td>
                <td className={cell}>{formatNumber(figure?.underBudget[choice.budget] ?? 0)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-left text-ink-muted tabular-nums">
                  {trend && trends ? (trendShort(trend, trends.months, t, lang) ?? t('line.trendNone')) : t('line.trendOffline')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
