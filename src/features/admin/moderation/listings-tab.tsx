import type { ModeratedListing } from '../../../domain/moderation.ts';
import { Button } from '../../../ui/button.tsx';
import { SearchableTable, TableHead, tableClass, tbodyClass, tdClass, trClass, useTableSearch } from '../components/table-section.tsx';
import { moderationCopy } from './copy.ts';
import { useModeratedListings } from './get-moderated-listings.ts';

const c = moderationCopy.listings;

/** Every listing, hidden ones too, newest first, searched and paged on the server: owner, created, open reports, status. */
export function ListingsTab({ onReview }: { onReview: (id: string) => void }) {
  const search = useTableSearch();
  return (
    <SearchableTable copy={c} what="moderated listings" search={search} result={useModeratedListings(search.query)} rowsOf={(page) => page.listings}>
      {(rows) => <ListingRows rows={rows} onReview={onReview} />}
    </SearchableTable>
  );
}

function ListingRows({ rows, onReview }: { rows: ModeratedListing[]; onReview: (id: string) => void }) {
  return (
    <table className={`${tableClass} sm:min-w-[52rem]`}>
      <TableHead columns={[c.name, c.owner, c.created, c.confirmed, c.reportsColumn, c.status, '']} />
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
              {moderationCopy.when(l.createdAt)}
            </td>
            <td data-label={c.confirmed} className={`${tdClass} text-ink-muted`}>
              {moderationCopy.when(l.confirmedAt)}
            </td>
            <td data-label={c.reportsColumn} className={`${tdClass} tabular-nums text-ink`}>
              {l.openReports}
            </td>
            <td data-label={c.status} className={`${tdClass} ${l.hidden ? 'font-semibold text-danger' : 'text-success-strong'}`}>
              {l.hidden ? c.hidden : c.listed}
            </td>
            <td className={tdClass}>
              <Button variant="secondary" aria-label={moderationCopy.review(l.propertyName)} onClick={() => onReview(l._id)}>
                {moderationCopy.reviewShort}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
