import type { ReportGroup } from '#src/domain/moderation.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import type { Translate, Translator } from '#src/i18n/translator.ts';
import { Button } from '#src/ui/button.tsx';
import { REASON_MESSAGES } from '#src/ui/report-reason-messages.ts';
import { SearchableTable, type TableCopy, useTableSearch } from '../components/table-section.tsx';
import { formatWhen } from './format-when.ts';
import { useReportGroups } from './get-report-groups.ts';

const reportsCopy = (t: Translate): TableCopy => ({
  heading: t('moderation.reports.heading'),
  search: t('moderation.reports.search'),
  searchPlaceholder: t('moderation.listings.searchPlaceholder'),
  loading: t('moderation.reports.loading'),
  loadFailed: t('moderation.reports.loadFailed'),
  loadMore: t('moderation.reports.loadMore'),
  empty: t('moderation.reports.empty'),
  none: t('moderation.reports.none'),
  count: (shown, total) => t('moderation.reports.shown', { shown, total }),
});

/**
 * Open reports, one card per listing, the listing with the newest report first: searched and paged on the server like
 * the other admin tables, the next page loading as the end of the box scrolls into view.
 */
export function ReportsTab({ onReview }: { onReview: (id: string) => void }) {
  const words = useTranslator();
  const search = useTableSearch();
  return (
    <SearchableTable copy={reportsCopy(words.t)} what="report groups" search={search} result={useReportGroups(search.query)} rowsOf={(page) => page.groups}>
      {(groups) => <ReportCards groups={groups} onReview={onReview} words={words} />}
    </SearchableTable>
  );
}

function ReportCards({ groups, onReview, words: { lang, t } }: { groups: ReportGroup[]; onReview: (id: string) => void; words: Translator }) {
  if (groups.length === 0) return null;
  return (
    <ul className="space-y-3 p-3">
      {groups.map(({ listing, reports }) => (
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
  );
}
