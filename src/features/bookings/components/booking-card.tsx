import { useState } from 'react';
import { toast } from '#src/ui/toast.ts';
import { Link } from 'react-router';
import { bookingBadge, type Booking } from '#src/domain/booking.ts';
import { formatPrice } from '#src/domain/money.ts';
import { useT, useTranslator } from '#src/i18n/language-context.tsx';
import { formatVisitTime } from '#src/domain/visit-time.ts';
import { useErrorMessage } from '#src/lib/error-words.ts';
import { formatDay } from '#src/lib/dates.ts';
import { Button } from '#src/ui/button.tsx';
import { useOfflineBlock } from '#src/ui/use-offline-block.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';

function Badge({ badge }: { badge: 'Upcoming' | 'Pending' }) {
  const t = useT();
  const upcoming = badge === 'Upcoming';
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${upcoming ? 'bg-brand-50 text-brand-800' : 'bg-accent-100 text-accent-700'}`}>
      {upcoming ? t('mybookings.badgeUpcoming') : t('mybookings.badgePending')}
    </span>
  );
}

/** One booking: where, when, its badge by bookingBadge's rule, and cancel with a second tap to confirm. */
export function BookingCard({ booking, now, onCancelled }: { booking: Booking; now: Date; onCancelled: () => void }) {
  const cancel = useCancelBooking();
  const { lang, t } = useTranslator();
  const errorMessage = useErrorMessage();
  const offline = useOfflineBlock();
  const [confirming, setConfirming] = useState(false);
  const badge = bookingBadge(booking, now);
  const name = booking.property?.propertyName ?? t('mybookings.removedListing');

  const onConfirm = () =>
    cancel.mutate(booking._id, {
      onSuccess: () => {
        toast.success(t('mybookings.cancelled'));
        onCancelled();
      },
      onError: (err) => {
        setConfirming(false);
        toast.error(errorMessage(err, t('mybookings.cancelFailed')));
      },
    });

  return (
    <li className="flex flex-col rounded-card bg-card p-5 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-ink">
          {booking.property ? (
            <Link to={`/property/${booking.property._id}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {badge && <Badge badge={badge} />}
      </div>
      {booking.property && (
        <>
          <p className="mt-1 text-sm text-ink-muted">{booking.property.location}</p>
          <p className="text-sm text-ink-muted">{booking.property.address}</p>
          <p className="mt-2 font-semibold text-brand-800">{formatPrice(booking.property.price, booking.property.type, lang)}</p>
        </>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-3 rounded-control bg-surface p-3 text-sm">
        <div>
          <dt className="text-ink-soft">{t('mybookings.date')}</dt>
          <dd className="font-medium text-ink">{formatDay(booking.bookingDate, lang)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t('mybookings.time')}</dt>
          <dd className="font-medium text-ink">{formatVisitTime(booking.bookingTime, lang)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t('mybookings.pickup')}</dt>
          <dd className="font-medium text-ink">{booking.pickup ? t('mybookings.pickupYes') : t('mybookings.pickupNo')}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
        {confirming ? (
          <>
            <span className="mr-auto text-sm font-medium text-ink" role="status">
              {t('mybookings.confirmQuestion')}
            </span>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending} autoFocus>
              {t('mybookings.confirmNo')}
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={cancel.isPending || offline.blocked}>
              {cancel.isPending ? t('mybookings.cancelling') : t('mybookings.confirmYes')}
            </Button>
          </>
        ) : (
          <>
            {offline.blocked && (
              <span id={offline.noteId} className="mr-auto text-xs text-ink-soft">
                {t('mybookings.offline')}
              </span>
            )}
            <Button
              variant="ghost"
              onClick={() => setConfirming(true)}
              aria-label={t('mybookings.cancelAria', { name })}
              aria-describedby={offline.describedBy}
              disabled={offline.blocked}
            >
              {t('mybookings.cancel')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
