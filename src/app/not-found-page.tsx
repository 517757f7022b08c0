import { Link } from 'react-router';
import { buttonClass } from '../ui/button.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { useT } from '../i18n/language-context.tsx';
import notFoundWords from 'virtual:catalogue/en/notFound';

/** The words this code shows, loaded with it in the reader's language (src/i18n/language-context.tsx, `withWords`). */
export const words = [notFoundWords];

export default function NotFoundPage() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24">
      <svg viewBox="0 0 120 80" className="mx-auto h-20 w-auto" aria-hidden="true">
        <rect x="10" y="30" width="44" height="46" rx="3" className="fill-brand-100" />
        <path d="M4 34l28-24 28 24z" className="fill-brand-300" />
        <rect x="24" y="50" width="14" height="26" rx="2" className="fill-brand-700" />
        <circle cx="86" cy="40" r="18" fill="none" className="stroke-brand-700" strokeWidth="6" />
        <path d="M99 53l14 14" className="stroke-brand-700" strokeWidth="7" strokeLinecap="round" />
      </svg>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('notFound.heading')}</h1>
      <p className="mt-3 text-ink-muted">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary')}>
          {t('shell.goHome')}
        </Link>
        <Link to="/properties" className={buttonClass('secondary')}>
          {t('notFound.browse')}
        </Link>
      </div>
    </div>
  );
}
