import { BOOKING_STATUSES, type Booking, type BookingStatus } from '#src/domain/booking.ts';
import { useT } from '#src/i18n/language-context.tsx';
import { useOnline } from '#src/lib/use-online.ts';
import { STATUS_MESSAGES } from '../status-messages.ts';
import { useUpdateBookingStatus } from '../api/update-booking-status.ts';

const TONE: Record<BookingStatus, string> = {
  pending: 'border-accent-400 bg-accent-100 text-accent-700',
  confirmed: 'border-success bg-card text-success',
  cancelled: 'border-line bg-surface text-ink-muted',
};

function isStatus(value: string): value is BookingStatus {
  return BOOKING_STATUSES.some((s) => s === value);
}

/** Any of the three statuses in any order. The select shows the stored status, so it moves only after the server agrees. */
export function StatusSelect({ booking, label, describedBy }: { booking: Booking; label: string; describedBy: string | undefined }) {
  const t = useT();
  const update = useUpdateBookingStatus();
  const online = useOnline();
  return (
    <select
      aria-label={label}
      aria-describedby={describedBy}
      value={booking.status}
      disabled={update.isPending || !online}
      aria-busy={update.isPending}
      onChange={(e) => {
        const status = e.target.value;
        if (isStatus(status) && status !== booking.status) update.mutate({ id: booking._id, status });
      }}
      className={`rounded-control border px-2.5 py-1.5 text-sm font-semibold disabled:opacity-60 ${TONE[booking.status]}`}
    >
      {BOOKING_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(STATUS_MESSAGES[s])}
        </option>
      ))}
    </select>
  );
}
