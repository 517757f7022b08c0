import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button.tsx';
import { LoadMore } from '../../../ui/load-more.tsx';
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
  const pages = bookings.data?.pages;
  const list = pages?.flatMap((p) => p.bookings) ?? [];
  const figures = pages?.[0];

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl">
        {c.title}
      </h1>
      <p className="mt-1 text-ink-muted">{c.subtitle}</p>
      <div className="mt-6">
        <WaitingBookings />
        {figures === undefined ? (
          bookings.isError ? (
            <LoadError message={c.loadFailed} onRetry={() => void bookings.refetch()} />
          ) : (
            <Loading text={c.loading} />
          )
        ) : (
          <>
            <dl aria-label={c.statsLabel} className="grid grid-cols-2 gap-3 sm:gap-4">
              <StatCard label={c.total} value={figures.total} />
              <StatCard label={c.upcoming} value={figures.upcoming} />
            </dl>
            {list.length === 0 ? (
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
                  {list.map((b) => (
                    <BookingCard key={b._id} booking={b} now={now} onCancelled={() => heading.current?.focus()} />
                  ))}
                </ul>
                {bookings.hasNextPage && (
                  <LoadMore
                    onLoad={() => void bookings.fetchNextPage()}
                    busy={bookings.isFetchingNextPage}
                    shown={list.length}
                    label={c.loadMore}
                    busyLabel={c.loadingMore}
                  />
                )}
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
