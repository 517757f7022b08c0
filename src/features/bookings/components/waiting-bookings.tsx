import { useErrorMessage } from '#src/lib/error-words.ts';
import { formatVisitTime } from '#src/domain/visit-time.ts';
import { formatDay } from '#src/lib/dates.ts';
import { dismissRejection, refusalError, type OutboxDetails, useOutbox } from '#src/offline/outbox/index.ts';
import { Button } from '#src/ui/button.tsx';
import { useT, useTranslator } from '#src/i18n/language-context.tsx';

function text(details: OutboxDetails | undefined, key: string): string {
  const value = details?.[key];
  return typeof value === 'string' ? value : '';
}

function Visit({ details }: { details: OutboxDetails | undefined }) {
  const { lang, t } = useTranslator();
  const date = text(details, 'bookingDate');
  const time = text(details, 'bookingTime');
  return (
    <>
      <h3 className="text-lg font-semibold text-ink">{text(details, 'propertyName')}</h3>
      <p className="mt-1 text-sm text-ink-muted">{text(details, 'location')}</p>
      <dl className="mt-4 grid grid-cols-3 gap-3 rounded-control bg-surface p-3 text-sm">
        <div>
          <dt className="text-ink-soft">{t('mybookings.date')}</dt>
          <dd className="font-medium text-ink">{date && formatDay(date, lang)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t('mybookings.time')}</dt>
          <dd className="font-medium text-ink">{time && formatVisitTime(time, lang)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t('mybookings.pickup')}</dt>
          <dd className="font-medium text-ink">{details?.pickup === true ? t('mybookings.pickupYes') : t('mybookings.pickupNo')}</dd>
        </div>
      </dl>
    </>
  );
}

/** Visits booked offline: waiting in the outbox, or refused by the server when they were sent (with its reason). */
export function WaitingBookings() {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { waiting, rejected } = useOutbox('booking');
  if (waiting.length === 0 && rejected.length === 0) return null;
  return (
    <section aria-labelledby="waiting-bookings" className="mb-8">
      <h2 id="waiting-bookings" className="text-lg font-semibold text-ink">
        {t('mybookings.waitingHeading')}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {waiting.map((a) => (
          <li key={a.id} className="flex flex-col rounded-card border border-dashed border-accent-500 bg-card p-5 shadow-card">
            <span className="mb-2 self-start rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-700">
              {t('mybookings.waitingBadge')}
            </span>
            <Visit details={a.details} />
            <p className="mt-4 text-sm font-medium text-ink">{t('mybookings.waiting')}</p>
          </li>
        ))}
        {rejected.map((r) => (
          <li key={`rejected-${r.action.id}`} className="flex flex-col rounded-card border border-danger bg-danger-soft p-5 shadow-card">
            <span className="mb-2 self-start rounded-full bg-card px-2.5 py-0.5 text-xs font-semibold text-danger">{t('mybookings.rejectedHeading')}</span>
            <Visit details={r.action.details} />
            <p role="alert" className="mt-4 text-sm font-medium text-danger">
              {errorMessage(refusalError(r), r.message ?? '')}
            </p>
            <Button variant="secondary" className="mt-3 self-end" onClick={() => dismissRejection(r)}>
              {t('mybookings.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
