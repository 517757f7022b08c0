import { useState } from 'react';
import { useSearchParams } from 'react-router';
import lineWords from 'virtual:catalogue/en/line';
import { formatNumber } from '#src/domain/money.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { rememberDestination, rememberedDestination } from '#src/lib/remembered-destination.ts';
import { Loading } from '#src/ui/loading.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { choiceFromParams, choiceToParams } from '../components/choice-params.ts';
import type { LineChoice } from '../components/line-choice.ts';
import { LineTable } from '../components/line-table.tsx';
import { LineToggles } from '../components/line-toggles.tsx';
import { StationStrip } from '../components/station-strip.tsx';
import { TradeoffChart } from '../components/tradeoff-chart.tsx';
import { useLine } from '../hooks/use-line.ts';

/** The words this page shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [lineWords];

/**
 * `/line`: the Western line from Virar to Churchgate with every station's listings, medians, minutes to the reader's
 * desk and price trend, a chart of what fewer minutes cost, and a table of every figure. Worked out on the device
 * from its catalogue when it holds every station (offline too), else from GET /api/line.
 */
export default function LinePage() {
  const t = useT();
  usePageTitle(t('line.title'));
  const [params, setParams] = useSearchParams();
  // The remembered destination is read once: it changes here or on the list's filter, a page away.
  const [remembered] = useState(rememberedDestination);
  const choice = choiceFromParams(params, remembered);
  const { view, failed } = useLine();

  const choose = (next: LineChoice) => {
    if (next.to !== choice.to) rememberDestination(next.to ? { to: next.to, deskMinutes: next.to === remembered?.to ? remembered.deskMinutes : null } : null);
    setParams(choiceToParams(next), { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('line.title')}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('line.lead')}</p>
      <div className="mt-6 rounded-card bg-card p-4 shadow-card">
        <LineToggles choice={choice} onChange={choose} />
      </div>
      {view ? (
        <>
          <p className="mt-4 text-sm text-ink-muted" data-source={view.source}>
            <strong className="font-semibold text-ink" data-total={view.figures.total}>
              {t('line.total', { count: view.figures.total, n: formatNumber(view.figures.total) })}
            </strong>
            {view.figures.unplaced > 0 && <> · {t('line.unplaced', { count: view.figures.unplaced, n: formatNumber(view.figures.unplaced) })}</>} ·{' '}
            {t(view.source === 'device' ? 'line.sourceDevice' : 'line.sourceServer')}
          </p>
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
            {/* The chart first on a phone, the picture to look at; beside the drawing of the line on a wide screen. */}
            <section aria-labelledby="line-chart" className="min-w-0 lg:col-start-2 lg:row-start-1">
              <h2 id="line-chart" className="text-lg font-semibold text-ink">
                {t('line.chartTitle')}
              </h2>
              <p className="mb-3 mt-1 text-sm text-ink-muted">{t('line.chartLead')}</p>
              <TradeoffChart figures={view.figures} choice={choice} />
              {!view.trends && <p className="mt-3 text-sm text-ink-muted">{t('line.trendOffline')}</p>}
            </section>
            <section aria-labelledby="line-stations" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
              <h2 id="line-stations" className="mb-2 text-lg font-semibold text-ink">
                {t('line.stationsTitle')}
              </h2>
              <StationStrip figures={view.figures} choice={choice} trends={view.trends} />
            </section>
            <div className="min-w-0 lg:col-start-2 lg:row-start-2">
              <LineTable figures={view.figures} choice={choice} trends={view.trends} />
            </div>
          </div>
        </>
      ) : failed ? (
        <p className="mt-6 rounded-card bg-brand-50 px-4 py-3 text-sm text-brand-900">{t('line.unavailable')}</p>
      ) : (
        <Loading text={t('line.loading')} />
      )}
    </div>
  );
}
