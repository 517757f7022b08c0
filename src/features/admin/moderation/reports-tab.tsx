import { useTranslator } from '#src/i18n/language-context.tsx';
import { Button } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { REASON_MESSAGES } from '#src/ui/report-reason-messages.ts';
import { formatWhen } from './format-when.ts';
import { useReportGroups } from './get-report-groups.ts';

/** Open reports, one card per listing, the listing with the newest report first. */
export function ReportsTab({ onReview }: { onReview: (id: string) => void }) {
  const { lang, t } = useTranslator();
  const groups = useReportGroups();
  return (
    <section aria-labelledby="reports-heading" className="rounded-card bg-card p-4 shadow-card sm:p-5">
      <h2 id="reports-heading" className="text-lg font-semibold text-ink">
        {t('moderation.reports.heading')}
      </h2>
      {groups.isPending ? (
        <Loading text={t('moderation.reports.loading')} />
      ) : groups.isError ? (
        <p className="py-6 text-ink-muted">{t('moderation.reports.loadFailed')}</p>
      ) : groups.data.length === 0 ? (
        <p className="py-6 text-ink-muted">{t('moderation.reports.none')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {groups.data.map(({ listing, reports }) => (
            <li key={listing._id} className="rounded-control border border-line p-3">
              <article aria-label={listing.propertyName}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-ink">
                    {listing.propertyName} <span className="font-normal text-ink-muted">({listing.location})</span>
                  </h3>
                  <span className="rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-bold text-danger">
                    {t('moderation.reports.count', { count: listing.openReports })}
                  </span>
                </div>
                <ul className="mt-2 space-y-1 text-sm">
                  {reports.map((r) => (
                    <li key={r._id}>
                      <span className="font-medium text-ink">{t(REASON_MESSAGES[r.reason])}</span>
                      {r.details && <span className="text-ink">: {r.details}</span>}
                      <span className="text-ink-soft">
                        {' '}
                        ({r.reporter?.name ?? t('admin.deletedUser')}, {formatWhen(r.createdAt, lang)})
                      </span>
                    </li>
                  ))}
                </ul>
                <Button
                  variant="secondary"
                  className="mt-3"
                  aria-label={t('moderation.review', { name: listing.propertyName })}
                  onClick={() => onReview(listing._id)}
                >
                  {t('moderation.reviewShort')}
                </Button>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
