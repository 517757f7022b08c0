import { Link } from 'react-router';
import { Button, buttonClass } from '#src/ui/button.tsx';
import { useT } from '#src/i18n/language-context.tsx';

/** A screen whose data did not come: the spec's message, a retry, and a way on. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-md rounded-card bg-card p-8 text-center shadow-card">
      <p role="alert" className="text-lg font-semibold text-danger">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="primary" onClick={onRetry}>
          {t('booking.retry')}
        </Button>
        <Link to="/properties" className={buttonClass('secondary')}>
          {t('booking.browse')}
        </Link>
      </div>
    </div>
  );
}
