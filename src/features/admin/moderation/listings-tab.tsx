import { useDeferredValue, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { SearchField } from '../components/search-field.tsx';
import { EmptyRows, ScrollArea, TableHead, tableClass, tbodyClass, tdClass, trClass } from '../components/table-section.tsx';
import { moderationCopy } from './copy.ts';
import { useModeratedListings } from './get-moderated-listings.ts';

const c = moderationCopy.listings;

/** Every listing, hidden ones too, newest first or searched on the server: owner, created, open reports, status. */
export function ListingsTab({ onReview }: { onReview: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const listings = useModeratedListings(q);
  return (
    <section aria-labelledby="listings-heading" className="rounded-card bg-card p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="listings-heading" className="text-lg font-semibold text-ink">
          {c.heading}
        </h2>
        <SearchField label={c.search} placeholder={c.searchPlaceholder} value={search} onChange={setSearch} />
      </div>
      {listings.isPending ? (
        <Loading text={c.loading} />
      ) : listings.isError ? (
        <p className="py-6 text-ink-muted">{c.loadFailed}</p>
      ) : (
        <ScrollArea labelledBy="listings-heading">
          <table className={`${tableClass} sm:min-w-[52rem]`}>
            <TableHead columns={[c.name, c.owner, c.created, c.confirmed, c.reportsColumn, c.status, '']} />
            <tbody className={tbodyClass}>
              {listings.data.map((l) => (
                <tr key={l._id} className={trClass}>
                  <td data-label={c.name} className={`${tdClass} font-medium text-ink`}>
                    {l.propertyName}
                    <span className="block text-xs font-normal text-ink-muted">{l.location}</span>
                  </td>
                  <td data-label={c.owner} className={`${tdClass} break-all text-ink-muted`}>
                    {l.owner.name}
                    <span className="block text-xs">{l.owner.email}</span>
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
          {listings.data.length === 0 && <EmptyRows query={q} none={c.none} noMatch={c.empty} />}
        </ScrollArea>
      )}
    </section>
  );
}
