import type { Booking } from '#src/domain/booking.ts';
import type { Lang } from '#src/domain/languages.ts';
import { formatVisitTime } from '#src/domain/visit-time.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import type { Translate } from '#src/i18n/translator.ts';
import { formatDay } from '#src/lib/dates.ts';
import { OfflineNote } from '#src/ui/offline-note.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { useAdminBookings } from '../api/get-bookings.ts';
import { StatusSelect } from './status-select.tsx';
import { SearchableTable, type TableCopy, TableHead, tableClass, tbodyClass, tdClass, trClass, useTableSearch } from './table-section.tsx';

const bookingsCopy = (t: Translate): TableCopy => ({
  heading: t('admin.bookings.heading'),
  search: t('admin.bookings.search'),
  searchPlaceholder: t('admin.bookings.searchPlaceholder'),
  loading: t('admin.bookings.loading'),
  loadFailed: t('admin.bookings.loadFailed'),
  loadMore: t('admin.bookings.loadMore'),
  empty: t('admin.bookings.empty'),
  none: t('admin.bookings.none'),
  count: (shown, total) => t('admin.bookings.count', { shown, total }),
});

/** Every booking's user, property, date, time and a status dropdown, searched and paged on the server. */
export function BookingsTable() {
  const { lang, t } = useTranslator();
  const search = useTableSearch();
  const offline = useOfflineBlock();
  return (
    <SearchableTable
      copy={bookingsCopy(t)}
      what="bookings"
      search={search}
      result={useAdminBookings(search.query)}
      rowsOf={(page) => page.bookings}
      notice={offline.blocked && <OfflineNote id={offline.noteId} text={t('admin.offline')} />}
    >
      {(bookings) => <BookingRows bookings={bookings} describedBy={offline.describedBy} lang={lang} t={t} />}
    </SearchableTable>
  );
}

function BookingRows({ bookings, describedBy, lang, t }: { bookings: Booking[]; describedBy: string | undefined; lang: Lang; t: Translate }) {
  const rows = bookings.map((b) => ({
    booking: b,
    user: b.user?.name ?? t('admin.deletedUser'),
    property: b.property?.propertyName ?? t('admin.removedListing'),
    day: formatDay(b.bookingDate, lang),
    clock: formatVisitTime(b.bookingTime, lang),
  }));
  const column = {
    user: t('admin.bookings.user'),
    property: t('admin.bookings.property'),
    date: t('admin.bookings.date'),
    time: t('admin.bookings.time'),
    status: t('admin.bookings.status'),
  };
  return (
    <table className={`${tableClass} sm:min-w-[44rem]`}>
      <TableHead columns={[column.user, column.property, column.date, column.time, column.status]} />
      <tbody className={tbodyClass}>
        {rows.map((r) => (
          <tr key={r.booking._id} className={trClass}>
            <td data-label={column.user} className={`${tdClass} font-medium text-ink`}>
              {r.user}
            </td>
            <td data-label={column.property} className={`${tdClass} text-ink-muted`}>
              {r.property}
            </td>
            <td data-label={column.date} className={`${tdClass} whitespace-nowrap tabular-nums text-ink-muted`}>
              {r.day}
            </td>
            <td data-label={column.time} className={`${tdClass} whitespace-nowrap tabular-nums text-ink-muted`}>
              {r.clock}
            </td>
            <td data-label={column.status} className={tdClass}>
              <StatusSelect
                booking={r.booking}
                label={t('admin.bookings.statusFor', { user: r.user, property: r.property, date: r.day })}
                describedBy={describedBy}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
