import { type OwnerActivity, VIEW_DAYS } from '#src/domain/owner-activity-core.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { formatDay } from '#src/lib/dates.ts';
import { ViewsChart } from './views-chart.tsx';

// Western digits in every language, as the page's prices and dates have them (Marathi's locale would write १२).
const COUNT = new Intl.NumberFormat('en-IN');

/** What a listing is doing, for its owner: views over the last days (a chart when there are any), saves, visits booked. */
export function ListingActivity({ name, activity }: { name: string; activity: OwnerActivity }) {
  const { lang, t } = useTranslator();
  const recent = activity.views.reduce((sum, d) => sum + d.views, 0);
  const withViews = activity.views.filter((d) => d.views > 0);
  const label = t('owner.viewsChart', { days: withViews.map((d) => `${formatDay(d.day, lang)}: ${d.views}`).join(', ') });
  const stats = [
    { key: 'views', label: t('owner.views', { days: String(VIEW_DAYS) }), value: recent },
    { key: 'total', label: t('owner.viewsTotal'), value: activity.viewsTotal },
    { key: 'saves', label: t('owner.saves'), value: activity.saves },
    { key: 'visits', label: t('owner.visits'), value: activity.visits },
  ];
  return (
    <section aria-label={t('owner.activityOf', { name })} data-testid="listing-activity" className="space-y-1.5 border-t border-line pt-2">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {stats.map((s) => (
          <div key={s.key} className="flex min-w-0 flex-col" data-testid={`activity-${s.key}`}>
            <dt className="text-xs text-ink-muted">{s.label}</dt>
            <dd className="font-semibold tabular-nums text-ink">{COUNT.format(s.value)}</dd>
          </div>
        ))}
      </dl>
      {withViews.length > 0 ? <ViewsChart days={activity.views} label={label} /> : <p className="text-xs text-ink-muted">{t('owner.noViews')}</p>}
    </section>
  );
}
