import { Link } from 'react-router';
import { WESTERN_LINE } from '#src/domain/commute/western-line.ts';
import type { LineAnswer } from '#src/domain/line/line-answer.ts';
import type { LineFigures } from '#src/domain/line/line-figures.ts';
import { formatNumber } from '#src/domain/money.ts';
import { showsTrend } from '#src/domain/line/line-trend.ts';
import { stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { figureFor, type LineChoice, stationHref, stationMinutes } from './line-choice.ts';
import { medianWords } from './median-words.ts';
import { Sparkline } from './sparkline.tsx';
import { trendChange, trendWords } from './trend-words.ts';

/**
 * The Western line drawn from Virar (top) to Churchgate, one panel per station: its listings, the chosen median, the
 * minutes to the desk and its price trend. A fast-train halt has a larger ring and says so in words.
 */
export function StationStrip({ figures, choice, trends }: { figures: LineFigures; choice: LineChoice; trends: Pick<LineAnswer, 'months' | 'trends'> | null }) {
  const { t, lang } = useTranslator();
  const minutes = stationMinutes(choice);
  return (
    <ol className="relative">
      {WESTERN_LINE.map((s, i) => {
        const figure = figureFor(figures, i, choice);
        const trend = trends?.trends[i];
        const trendLabel = trend && trends && showsTrend(trend) ? trendWords(trend, trends.months, t, lang) : null;
        const m = minutes?.[i];
        const fast = s.fast !== false;
        return (
          <li key={s.station} className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-2" data-station={s.station}>
            <span aria-hidden="true" className="relative flex justify-center">
              <span className={`absolute w-1.5 bg-brand-700 ${i === 0 ? 'top-5' : 'top-0'} ${i === WESTERN_LINE.length - 1 ? 'h-5' : 'bottom-0'}`} />
              <span
                className={`relative mt-3 rounded-full ${fast ? 'size-5 border-[5px] border-brand-700 bg-card' : 'mt-3.5 size-3.5 border-[3px] border-brand-700 bg-card'}`}
              />
            </span>
            <div className="min-w-0 border-b border-line py-2.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link to={stationHref(s.station, choice)} className="text-base font-semibold text-brand-800 underline-offset-2 hover:underline">
                  {stationName(s.station, lang)}
                </Link>
                {m !== undefined && <span className="text-sm font-semibold text-ink tabular-nums">{t('line.minutes', { count: m })}</span>}
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                {fast && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('line.fast')}</span>}
                <span className="tabular-nums">
                  {t('line.listings', { count: figures.stations[i]?.count ?? 0, n: formatNumber(figures.stations[i]?.count ?? 0) })}
                </span>
                <span className="font-medium text-ink tabular-nums">{medianWords(figure, choice.type, t, lang)}</span>
              </div>
              {trend && trendLabel && trends && (
                <div className="mt-1.5 flex items-center gap-3 text-xs text-ink-muted">
                  <Sparkline trend={trend} label={trendLabel} />
                  <span aria-hidden="true">{trendChange(trend, trends.months, t, lang)}</span>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
