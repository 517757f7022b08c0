import type { Booking } from '../../../domain/booking.ts';
import { formatVisitTime } from '../../../domain/visit-time.ts';
import { formatDay } from '../../../lib/dates.ts';
import { OfflineNote } from '../../../ui/offline-note.tsx';
import { useOfflineBlock } from '../../../ui/use-offline-block.ts';
import { useAdminBookings } from '../api/get-bookings.ts';
import { adminCopy } from '../copy.ts';
import { matchesSearch } from '../search.ts';
import { StatusSelect } from './status-select.tsx';
import { EmptyRows, ScrollArea, SearchableTable, tableClass, tbodyClass, tdClass, thClass, theadClass, trClass } from './table-section.tsx';

const c = adminCopy.bookings;

/** SPEC section 2: every booking's user, property, date, time and a status dropdown, searchable. */
export function BookingsTable() {
  return (
    <SearchableTable
      copy={c}
      what="bookings"
      result={useAdminBookings()}
      rows={(bookings, query, id) => <BookingRows bookings={bookings} query={query} labelledBy={id} />}
    />
  );
}

function BookingRows({ bookings, query, labelledBy }: { bookings: Booking[]; query: string; labelledBy: string }) {
  const offline = useOfflineBlock();
  const rows = bookings
    .map((b) => ({
      booking: b,
      user: b.user?.name ?? c.unknownUser,
      property: b.property?.propertyName ?? c.removedListing,
      day: formatDay(b.bookingDate),
      clock: formatVisitTime(b.bookingTime),
    }))
    .filter((r) => matchesSearch(query, [r.user, r.property, r.day, r.booking.bookingDate, r.clock, r.booking.status]));
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{c.count(rows.length, bookings.length)}</p>
      {offline.blocked && (
        <div className="mt-2">
          <OfflineNote id={offline.noteId} text={adminCopy.offline} />
        </div>
      )}
      <ScrollArea labelledBy={labelledBy}>
        <table className={`${tableClass} sm:min-w-[44rem]`}>
          <thead className={theadClass}>
            <tr>
              <th scope="col" className={thClass}>
                {c.user}
              </th>
              <th scope="col" className={thClass}>
                {c.property}
              </th>
              <th scope="col" className={thClass}>
                {c.date}
              </th>
              <th scope="col" className={thClass}>
                {c.time}
              </th>
              <th scope="col" className={thClass}>
                {c.status}
              </th>
            </tr>
          </thead>
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
                  <StatusSelect booking={r.booking} label={c.statusFor(r.user, r.property, r.day)} describedBy={offline.describedBy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <EmptyRows query={query} none={c.none} noMatch={c.empty} />}
      </ScrollArea>
    </>
  );
}
