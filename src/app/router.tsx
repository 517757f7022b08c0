import { lazy, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import type { Messages } from '@lingui/core';
import { withWords } from '../i18n/language-context.tsx';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';

type Access = 'public' | 'user' | 'admin';
/** A page's module: the page, and the words it shows (each part's English: src/i18n/language-context.tsx, `withWords`). */
type PageModule = { default: () => ReactNode; words: readonly Messages[] };

/** One row per route, with its guard (/profile needs login, the dashboard role admin). */
export const ROUTES: { path: string; access: Access; page: () => Promise<PageModule> }[] = [
  { path: '/', access: 'public', page: () => import('../features/landing/pages/landing-page.tsx') },
  { path: '/properties', access: 'public', page: () => import('./pages/properties-page.tsx') },
  { path: '/property/:id', access: 'user', page: () => import('./pages/property-detail-page.tsx') },
  { path: '/wishlist', access: 'user', page: () => import('../features/wishlist/pages/wishlist-page.tsx') },
  { path: '/login', access: 'public', page: () => import('../features/auth/pages/login-page.tsx') },
  { path: '/signup', access: 'public', page: () => import('../features/auth/pages/signup-page.tsx') },
  { path: '/contact-us', access: 'public', page: () => import('../features/contact/pages/contact-page.tsx') },
  { path: '/profile', access: 'user', page: () => import('../features/profile/pages/profile-page.tsx') },
  { path: '/my-properties', access: 'user', page: () => import('./pages/my-properties-page.tsx') },
  { path: '/upload-property', access: 'user', page: () => import('../features/listings/pages/upload-property-page.tsx') },
  { path: '/book-visit/:id', access: 'user', page: () => import('../features/bookings/pages/book-visit-page.tsx') },
  { path: '/my-bookings', access: 'user', page: () => import('../features/bookings/pages/my-bookings-page.tsx') },
  { path: '/line', access: 'public', page: () => import('../features/line/pages/line-page.tsx') },
  { path: '/compare', access: 'public', page: () => import('../features/compare/pages/compare-page.tsx') },
  { path: '/saved-searches', access: 'user', page: () => import('../features/saved-searches/pages/saved-searches-page.tsx') },
  { path: '/admin/dashboard', access: 'admin', page: () => import('../features/admin/pages/admin-dashboard-page.tsx') },
  { path: '/forgot-password', access: 'public', page: () => import('../features/auth/pages/forgot-password-page.tsx') },
  { path: '/reset-password/:token', access: 'public', page: () => import('../features/auth/pages/reset-password-page.tsx') },
  { path: '*', access: 'public', page: () => import('./not-found-page.tsx') },
];

function guard(access: Access, node: ReactNode): ReactNode {
  if (access === 'user') return <RequireUser>{node}</RequireUser>;
  if (access === 'admin') return <RequireAdmin>{node}</RequireAdmin>;
  return node;
}

// React.lazy splits each page; AppLayout's Suspense shows Loading, and the router's navigations run in a transition,
// so the old page stays up while the next one loads.
// Each page shows once its code and its words, in the reader's language, are loaded.
const PAGES = ROUTES.map(({ path, access, page }) => ({ path, access, page, Page: lazy(() => page().then((m) => withWords(m.words, m.default))) }));

function RoutePage({ access, page, Page }: Omit<(typeof PAGES)[number], 'path'>) {
  // Ask for the page's code now, while a guard may still wait for the session, not once it knows (import() runs once).
  void page();
  return guard(access, <Page />);
}

/**
 * The app's routes under its layout; the browser wraps them in a BrowserRouter, the server render in a StaticRouter.
 * `onPageShown` runs once the first page's content is on screen (for a server-rendered page: taken over).
 */
export function AppRoutes({ onPageShown }: { onPageShown?: () => void }) {
  return (
    <AppLayout onPageShown={onPageShown}>
      <Routes>
        {PAGES.map(({ path, ...page }) => (
          <Route key={path} path={path} element={<RoutePage {...page} />} />
        ))}
      </Routes>
    </AppLayout>
  );
}

/** The route a path opens ('*' when none other does), with its parameters. */
export function matchRoute(pathname: string) {
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  throw new Error('ROUTES ends with the catch-all route');
}
