import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#src/ui/button.tsx';
import { LoadMore } from '#src/ui/load-more.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { StatCard } from '#src/ui/stat-card.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { useMyBookings } from '../api/get-bookings.ts';
import { BookingCard } from '../components/booking-card.tsx';
import { LoadError } from '../components/load-error.tsx';
import { WaitingBookings } from '../components/waiting-bookings.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import mybookingsWords from 'virtual:catalogue/en/mybookings';
import bookingWords from 'virtual:catalogue/en/booking';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [mybookingsWords, bookingWords, errorsWords];

export default function MyBookingsPage() {
  const t = useT();
  usePageTitle(t('mybookings.title'));
  const bookings = useMyBookings();
  const heading = useRef<HTMLHeadingElement>(null);
  const now = new Date();
  const pages = bookings.data?.pages;
  const list = pages?.flatMap((p) => p.bookings) ?? [];
  const figures = pages?.[0];

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl">
        {t('mybookings.title')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('mybookings.subtitle')}</p>
      <div className="mt-6">
        <WaitingBookings />
        {figures === undefined ? (
          bookings.isError ? (
            <LoadError message={t('mybookings.loadFailed')} onRetry={() => void bookings.refetch()} />
          ) : (
            <Loading text={t('mybookings.loading')} />
          )
        ) : (
          <>
            <dl aria-label={t('mybookings.statsLabel')} className="grid grid-cols-2 gap-3 sm:gap-4">
              <StatCard label={t('mybookings.total')} value={figures.total} />
              <StatCard label={t('mybookings.upcoming')} value={figures.upcoming} />
            </dl>
            {list.length === 0 ? (
              <div className="mt-8 rounded-card bg-card p-10 text-center shadow-card">
                <h2 className="text-xl font-semibold text-ink">{t('mybookings.emptyTitle')}</h2>
                <p className="mt-2 text-ink-muted">{t('mybookings.emptyText')}</p>
                <Link to="/properties" className={buttonClass('primary', 'mt-6')}>
                  {t('mybookings.browse')}
                </Link>
              </div>
            ) : (
              <>
                <h2 className="sr-only">{t('mybookings.listLabel')}</h2>
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
                    label={t('mybookings.loadMore')}
                    busyLabel={t('mybookings.loadingMore')}
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
