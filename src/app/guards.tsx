import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '../features/auth/api/get-me.ts';
import { authCopy } from '../features/auth/copy.ts';
import { buttonClass } from '../ui/button.tsx';
import { Loading } from '../ui/loading.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

/** SPEC section 2: Loading while the user is unknown, /login when there is none. */
export function RequireUser({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth === undefined) return <Loading text={authCopy.guard.loading} />;
  if (auth === false) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** ARCHITECTURE section 7: the dashboard needs role admin, not just a login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth && auth.role !== 'admin') return <NotAllowed />;
  return <RequireUser>{children}</RequireUser>;
}

function NotAllowed() {
  usePageTitle('Not allowed');
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">This page is for administrators</h1>
      <p className="mt-2 text-ink-muted">Your account cannot open the dashboard.</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        Go to Home
      </Link>
    </div>
  );
}
