import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions, useAuth } from '../lib/session.ts';
import { buttonClass } from '../ui/button.tsx';
import { Loading } from '../ui/loading.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';
import { useT } from '../i18n/language-context.tsx';

/** Loading while the user is unknown, /login when there is none. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: auth, isFetching } = useQuery(meQueryOptions);
  const location = useLocation();
  const t = useT();
  // A 'signed out' remembered on the device is not sent to /login while the server is being asked: it may be stale.
  if (auth === undefined || (auth === false && isFetching)) return <Loading text={t('shell.guard.loading')} />;
  if (auth === false) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** The dashboard needs role admin, not just a login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  return <RequireUser>{auth && auth.role === 'admin' ? children : <NotAllowed />}</RequireUser>;
}

function NotAllowed() {
  const t = useT();
  usePageTitle(t('shell.guard.adminOnlyTitle'));
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t('shell.guard.adminOnlyHeading')}</h1>
      <p className="mt-2 text-ink-muted">{t('shell.guard.adminOnlyBody')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        {t('shell.goHome')}
      </Link>
    </div>
  );
}
