import { useId } from 'react';
import { useWidth } from './use-width.ts';
import { useNavigate } from 'react-router';
import { LINE_BEDROOMS, type LineFigures } from '#src/domain/line/line-figures.ts';
import { formatNumber, formatPriceShort } from '#src/domain/money.ts';
import { STATIONS, stationName } from '#src/domain/stations.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { type Box, niceTicks, placeLabels, scale } from './chart-scale.ts';
import { budgetAmount, figureFor, type LineChoice, stationHref, stationMinutes, withinBudget } from './line-choice.ts';
import { BudgetMark } from './budget-mark.tsx';

const R = 6;
const LABEL_PX = 11;

/**
 * Stations placed by minutes to the desk (across) and the chosen median (up), with the budget as a dashed line:
 * what ten minutes less costs, at a glance. The marks' shapes (filled or hollow) say which stations have enough homes
 * under the budget, as the legend does in words; the table below holds every figure for a screen reader.
 */
export function TradeoffChart({ figures, choice }: { figures: LineFigures; choice: LineChoice }) {
  const { t, lang } = useTranslator();
  const navigate = useNavigate();
  const titleId = useId();
  // Drawn at the width it is shown at, so its words stay at reading size on a 320 px phone and a 1920 px screen alike.
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const W = Math.max(280, Math.round(width));
  const H = Math.round(Math.min(440, Math.max(300, W * 0.62)));
  const FRAME: Box = { x: 58, y: 16, w: W - 58 - 12, h: H - 16 - 44 };
  const minutes = stationMinutes(choice);
  if (!minutes) return <p className="rounded-card bg-brand-50 px-4 py-3 text-sm text-brand-900">{t('line.chartNeedsDestination')}</p>;

  const points = STATIONS.flatMap((station, i) => {
    const figure = figureFor(figures, i, choice);
    const m = minutes[i];
    if (!figure || figure.median === null || m === undefined) return [];
    return [{ station, i, minutes: m, median: figure.median, within: withinBudget(figure, choice) }];
  });
  if (points.length === 0) return <p className="rounded-card bg-surface px-4 py-3 text-sm text-ink-muted">{t('line.chartEmpty')}</p>;

  const budget = budgetAmount(choice);
  const area = figures.saleArea[LINE_BEDROOMS.indexOf(choice.bedrooms)] ?? null;
  const budgetY = choice.type === 'rent' ? budget : area ? Math.round(budget / area) : null;
  const medians = points.map((p) => p.median);
  const ys = niceTicks(Math.min(...medians, budgetY ?? Number.POSITIVE_INFINITY) * 0.9, Math.max(...medians, budgetY ?? 0) * 1.05, 4);
  const xs = niceTicks(Math.max(0, Math.min(...points.map((p) => p.minutes)) - 5), Math.max(...points.map((p) => p.minutes)) + 5, 5);
  const x = scale(xs.lo, xs.hi, FRAME.x, FRAME.x + FRAME.w);
  const y = scale(ys.lo, ys.hi, FRAME.y + FRAME.h, FRAME.y);
  const budgetText =
    choice.type === 'rent'
      ? t('line.budgetLineRent', { price: formatPriceShort(budget, 'sale', lang) })
      : area
        ? t('line.budgetLineSale', { price: formatPriceShort(budget, 'sale', lang), area: formatNumber(area) })
        : null;
  const textWidth = (text: string) => text.length * LABEL_PX * 0.56;
  const budgetBox: Box[] =
    budgetY !== null && budgetText
      ? [{ x: FRAME.x + FRAME.w - 4 - textWidth(budgetText), y: y(budgetY) - 6 - LABEL_PX, w: textWidth(budgetText), h: LABEL_PX + 3 }]
      : [];
  const names = points.map((p) => stationName(p.station, lang));
  const labels = placeLabels(
    points.map((p, k) => ({ x: x(p.minutes), y: y(p.median), width: textWidth(names[k] ?? '') })),
    FRAME,
    LABEL_PX + 2,
    R,
    budgetBox,
  );
  const money = (v: number) => formatPriceShort(v, 'sale', lang);
  const within = points.filter((p) => p.within).length;

  return (
    <figure className="rounded-card bg-card p-3 shadow-card sm:p-5">
      <div ref={ref}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full"
          role="img"
          aria-labelledby={titleId}
          // Pointer taps on a mark open its list; a keyboard reaches every station's list through the table below.
        >
          <title id={titleId}>{t('line.chartSummary', { count: points.length, within })}</title>
          {ys.ticks.map((v) => (
            <g key={`y${v}`}>
              <line x1={FRAME.x} x2={FRAME.x + FRAME.w} y1={y(v)} y2={y(v)} className="stroke-line" />
              <text x={FRAME.x - 6} y={y(v) + 4} textAnchor="end" className="fill-ink-soft text-[11px]">
                {money(v)}
              </text>
            </g>
          ))}
          {xs.ticks.map((v) => (
            <text key={`x${v}`} x={x(v)} y={FRAME.y + FRAME.h + 16} textAnchor="middle" className="fill-ink-soft text-[11px]">
              {formatNumber(v)}
            </text>
          ))}
          <text x={FRAME.x + FRAME.w / 2} y={H - 6} textAnchor="middle" className="fill-ink-muted text-[12px] font-medium">
            {t('line.axisMinutes')}
          </text>
          {budgetY !== null && budgetText && (
            <g>
              <line x1={FRAME.x} x2={FRAME.x + FRAME.w} y1={y(budgetY)} y2={y(budgetY)} className="stroke-accent-600" strokeWidth={2} strokeDasharray="6 4" />
              <text x={FRAME.x + FRAME.w - 4} y={y(budgetY) - 6} textAnchor="end" className="fill-accent-700 text-[11px] font-semibold">
                {budgetText}
              </text>
            </g>
          )}
          {points.map((p, k) => {
            const label = labels[k];
            return (
              // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the table's links are the keyboard's way to each list.
              <g key={p.station} className="cursor-pointer" onClick={() => navigate(stationHref(p.station, choice))} data-station={p.station}>
                <BudgetMark cx={x(p.minutes)} cy={y(p.median)} r={R} within={p.within} />
                {label && (
                  <text x={label.x} y={label.y} textAnchor={label.anchor} className="fill-ink text-[11px]">
                    {names[k]}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-muted">
        <span className="font-medium text-ink">{t(choice.type === 'rent' ? 'line.axisRent' : 'line.axisSale')}</span>
        <span className="inline-flex items-center gap-2">
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <BudgetMark cx={8} cy={8} r={6} within />
          </svg>
          {t('line.within')}
        </span>
        <span className="inline-flex items-center gap-2">
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <BudgetMark cx={8} cy={8} r={6} within={false} />
          </svg>
          {t('line.without')}
        </span>
      </figcaption>
    </figure>
  );
}
