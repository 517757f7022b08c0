import { Link, useParams } from 'react-router';
import { useFieldError } from '#src/lib/error-words.ts';
import { useAuth } from '#src/lib/session.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { Loading } from '#src/ui/loading.tsx';
import { usePageTitle } from '#src/ui/use-page-title.ts';
import { useBookingProperty } from '../api/get-booking-property.ts';
import { BookVisitForm } from '../components/book-visit-form.tsx';
import { LoadError } from '../components/load-error.tsx';
import { PropertySummary } from '../components/property-summary.tsx';
import { VisitExpectations } from '../components/visit-expectations.tsx';
import { useT } from '#src/i18n/language-context.tsx';
import bookingWords from 'virtual:catalogue/en/booking';
import errorsWords from 'virtual:catalogue/en/errors';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [bookingWords, errorsWords];

export default function BookVisitPage() {
  const t = useT();
  // The server's own refusal, said here before asking it: in the reader's language (the catalogues' errors part).
  const domainMessage = useFieldError();
  usePageTitle(t('booking.title'));
  const { id = '' } = useParams();
  const property = useBookingProperty(id);
  const auth = useAuth();
  // The full listing names its owner (a catalogue summary offline does not; the server refuses that booking anyway).
  const own = property.data !== undefined && 'owner' in property.data && auth !== undefined && auth !== false && auth._id === property.data.owner;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('booking.title')}</h1>
      <p className="mt-1 text-ink-muted">{t('booking.subtitle')}</p>
      <div className="mt-6">
        {property.data === undefined ? (
          property.isError ? (
            <LoadError message={t('booking.loadFailed')} onRetry={() => void property.refetch()} />
          ) : (
            <Loading text={t('booking.loading')} />
          )
        ) : own ? (
          <div className="mx-auto max-w-md rounded-card bg-card p-8 text-center shadow-card">
            <p role="alert" className="text-lg font-semibold text-ink">
              {domainMessage('ownProperty')}
            </p>
            <Link to={`/property/${id}`} className={buttonClass('secondary', 'mt-6')}>
              {t('booking.backToListing')}
            </Link>
          </div>
        ) : (
          // Phone order: what, when, what to expect. Desktop: the form beside the summary.
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
            <div className="lg:col-start-1 lg:row-start-1">
              <PropertySummary property={property.data} />
            </div>
            <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <BookVisitForm property={property.data} />
            </div>
            <div className="lg:col-start-1 lg:row-start-2">
              <VisitExpectations />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
