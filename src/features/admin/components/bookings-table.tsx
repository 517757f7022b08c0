import type { Booking } from '../../../domain/booking.ts';
import { formatVisitTime } from '../../../domain/visit-time.ts';
import { formatDay } from '../../../lib/dates.ts';
import { OfflineNote } from '../../../ui/offline-note.tsx';
import { useOfflineBlock } from '../../../ui/use-offline-block.ts';
import { useAdminBookings } from '../api/get-bookings.ts';
import { adminCopy } from '../copy.ts';
import { StatusSelect } from './status-select.tsx';
import { SearchableTable, TableHead, tableClass, tbodyClass, tdClass, trClass, useTableSearch } from './table-section.tsx';

const c = adminCopy.bookings;

/** SPEC section 2: every booking's user, property, date, time and a status dropdown, searched and paged on the server. */
export function BookingsTable() {
  const search = useTableSearch();
  const offline = useOfflineBlock();
  return (
    <SearchableTable
      copy={c}
      what="bookings"
      search={search}
      result={useAdminBookings(search.query)}
      rowsOf={(page) => page.bookings}
      notice={offline.blocked && <OfflineNote id={offline.noteId} text={adminCopy.offline} />}
    >
      {(bookings) => <BookingRows bookings={bookings} describedBy={offline.describedBy} />}
    </SearchableTable>
  );
}

function BookingRows({ bookings, describedBy }: { bookings: Booking[]; describedBy: string | undefined }) {
  const rows = bookings.map((b) => ({
    booking: b,
    user: b.user?.name ?? c.unknownUser,
    property: b.property?.propertyName ?? c.removedListing,
    day: formatDay(b.bookingDate),
    clock: formatVisitTime(b.bookingTime),
  }));
  return (
    <table className={`${tableClass} sm:min-w-[44rem]`}>
      <TableHead columns={[c.user, c.property, c.date, c.time, c.status]} />
      <tbody className={tbodyClass}>
        {rows.map((r) => (
          <tr key={r.booking._id} className={trClass}>
            <td data-label={c.user} className={`${tdClass} font-medium text-ink`}>
              {r.user}
            </td>
            <td data-label={c.property} className={`${tdClass} text-ink-muted`}>
              {r.property}
            </td>
            <td data-label={c.date} className={`${tdClass} whitespace-nowrap tabular-nums text-ink-muted`}>
              {r.day}
            </td>
            <td data-label={c.time} className={`${tdClass} whitespace-nowrap tabular-nums text-ink-muted`}>
              {r.clock}
            </td>
            <td data-label={c.status} className={tdClass}>
              <StatusSelect booking={r.booking} label={c.statusFor(r.user, r.property, r.day)} describedBy={describedBy} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
