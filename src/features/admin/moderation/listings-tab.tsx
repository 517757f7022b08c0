import type { ModeratedListing } from '#src/domain/moderation.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import type { Translate, Translator } from '#src/i18n/translator.ts';
import { Button } from '#src/ui/button.tsx';
import { SearchableTable, type TableCopy, TableHead, tableClass, tbodyClass, tdClass, trClass, useTableSearch } from '../components/table-section.tsx';
import { formatWhen } from './format-when.ts';
import { useModeratedListings } from './get-moderated-listings.ts';

const listingsCopy = (t: Translate): TableCopy => ({
  heading: t('moderation.listings.heading'),
  search: t('moderation.listings.search'),
  searchPlaceholder: t('moderation.listings.searchPlaceholder'),
  loading: t('moderation.listings.loading'),
  loadFailed: t('moderation.listings.loadFailed'),
  loadMore: t('moderation.listings.loadMore'),
  empty: t('moderation.listings.empty'),
  none: t('moderation.listings.none'),
  count: (shown, total) => t('moderation.listings.count', { shown, total }),
});

/** Every listing, hidden ones too, newest first, searched and paged on the server: owner, created, open reports, status. */
export function ListingsTab({ onReview }: { onReview: (id: string) => void }) {
  const words = useTranslator();
  const search = useTableSearch();
  return (
    <SearchableTable
      copy={listingsCopy(words.t)}
      what="moderated listings"
      search={search}
      result={useModeratedListings(search.query)}
      rowsOf={(page) => page.listings}
    >
      {(rows) => <ListingRows rows={rows} onReview={onReview} words={words} />}
    </SearchableTable>
  );
}

function ListingRows({ rows, onReview, words: { lang, t } }: { rows: ModeratedListing[]; onReview: (id: string) => void; words: Translator }) {
  const c = {
    name: t('moderation.listings.name'),
    owner: t('moderation.listings.owner'),
    created: t('moderation.listings.created'),
    confirmed: t('moderation.listings.confirmed'),
    reports: t('moderation.openReports'),
    status: t('moderation.listings.status'),
    actions: t('moderation.listings.actions'),
  };
  return (
    <table className={`${tableClass} sm:min-w-[52rem]`}>
      <TableHead columns={[c.name, c.owner, c.created, c.confirmed, c.reports, c.status, { hidden: c.actions }]} />
      <tbody className={tbodyClass}>
        {rows.map((l) => (
          <tr key={l._id} className={trClass}>
            {/* Each cell's two lines in one box: on a phone a cell is a row of its label and its content. */}
            <td data-label={c.name} className={`${tdClass} font-medium text-ink`}>
              <div>
                {l.propertyName}
                <span className="block text-xs font-normal text-ink-muted">{l.location}</span>
              </div>
            </td>
            <td data-label={c.owner} className={`${tdClass} text-ink-muted`}>
              <div className="min-w-0">
                {l.owner.name}
                {/* Only the address may break anywhere: a long one must not widen the table; a name breaks between words. */}
                <span className="block break-all text-xs">{l.owner.email}</span>
              </div>
            </td>
            <td data-label={c.created} className={`${tdClass} text-ink-muted`}>
              {formatWhen(l.createdAt, lang)}
            </td>
            <td data-label={c.confirmed} className={`${tdClass} text-ink-muted`}>
              {formatWhen(l.confirmedAt, lang)}
            </td>
            <td data-label={c.reports} className={`${tdClass} tabular-nums text-ink`}>
              {l.openReports}
            </td>
            <td data-label={c.status} className={`${tdClass} ${l.hidden ? 'font-semibold text-danger' : 'text-success-strong'}`}>
              {l.hidden ? t('moderation.listings.hidden') : t('moderation.listings.listed')}
            </td>
            <td className={tdClass}>
              <Button variant="secondary" aria-label={t('moderation.review', { name: l.propertyName })} onClick={() => onReview(l._id)}>
                {t('moderation.reviewShort')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
