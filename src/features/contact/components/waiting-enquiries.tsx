import { useErrorMessage } from '#src/lib/error-words.ts';
import { dismissRejection, refusalError, useOutbox } from '#src/offline/outbox/index.ts';
import { Button } from '#src/ui/button.tsx';
import { useT } from '#src/i18n/language-context.tsx';

function excerpt(message: unknown): string {
  return typeof message === 'string' ? message : '';
}

/** Enquiries written offline: waiting to be sent, or refused by the server with its reason. */
export function WaitingEnquiries() {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { waiting, rejected } = useOutbox('enquiry');
  if (waiting.length === 0 && rejected.length === 0) return null;
  return (
    <section aria-labelledby="waiting-enquiries" className="mt-6 border-t border-line pt-5">
      <h3 id="waiting-enquiries" className="text-base font-semibold text-ink">
        {t('contact.waitingHeading')}
      </h3>
      <ul className="mt-3 space-y-3">
        {waiting.map((a) => (
          <li key={a.id} className="rounded-control border border-dashed border-accent-500 p-3 text-sm">
            <p className="line-clamp-2 text-ink">{excerpt(a.details?.message)}</p>
            <p className="mt-1 font-medium text-accent-700">{t('contact.waiting')}</p>
          </li>
        ))}
        {rejected.map((r) => (
          <li key={`rejected-${r.action.id}`} className="rounded-control border border-danger bg-danger-soft p-3 text-sm">
            <p className="line-clamp-2 text-ink">{excerpt(r.action.details?.message)}</p>
            <p role="alert" className="mt-1 font-medium text-danger">
              {errorMessage(refusalError(r), r.message ?? '')}
            </p>
            <Button variant="secondary" className="mt-2" onClick={() => dismissRejection(r)}>
              {t('contact.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
