import { useRef } from 'react';
import { Link } from 'react-router';
import { bookingInstant, isUpcoming } from '../../../domain/booking.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useMyBookings } from '../api/get-bookings.ts';
import { BookingCard } from '../components/booking-card.tsx';
import { LoadError } from '../components/load-error.tsx';
import { WaitingBookings } from '../components/waiting-bookings.tsx';
import { bookingsCopy } from '../copy.ts';

const c = bookingsCopy.myBookings;

export default function MyBookingsPage() {
  usePageTitle(c.title);
  const bookings = useMyBookings();
  const heading = useRef<HTMLHeadingElement>(null);
  const now = new Date();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl">
        {c.title}
      </h1>
      <p className="mt-1 text-ink-muted">{c.subtitle}</p>
      <div className="mt-6">
        <WaitingBookings />
        {bookings.data === undefined ? (
          bookings.isError ? (
            <LoadError message={c.loadFailed} onRetry={() => void bookings.refetch()} />
          ) : (
            <Loading text={c.loading} />
          )
        ) : (
          <>
            <dl aria-label={c.statsLabel} className="grid grid-cols-2 gap-3 sm:gap-4">
              <StatCard label={c.total} value={bookings.data.length} />
              <StatCard label={c.upcoming} value={bookings.data.filter((b) => isUpcoming(b, now)).length} />
            </dl>
            {bookings.data.length === 0 ? (
              <div className="mt-8 rounded-card bg-card p-10 text-center shadow-card">
                <h2 className="text-xl font-semibold text-ink">{c.emptyTitle}</h2>
                <p className="mt-2 text-ink-muted">{c.emptyText}</p>
                <Link to="/properties" className={buttonClass('primary', 'mt-6')}>
                  {c.browse}
                </Link>
              </div>
            ) : (
              <>
                <h2 className="sr-only">{c.listLabel}</h2>
                <ul className="mt-8 grid gap-4 md:grid-cols-2">
                  {[...bookings.data]
                    .sort((a, b) => bookingInstant(a.bookingDate, a.bookingTime) - bookingInstant(b.bookingDate, b.bookingTime))
                    .map((b) => (
                      <BookingCard key={b._id} booking={b} now={now} onCancelled={() => heading.current?.focus()} />
                    ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
