import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../../offline/offline-banner.tsx';
import { Loading } from '../../ui/loading.tsx';
import { layoutCopy } from './copy.ts';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

/** After a client-side navigation, focus moves to the new content so keyboard and screen-reader users start there, as on a page load. */
function useFocusMainOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Compare with the last path rather than counting renders: effects may run twice on mount (StrictMode).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);
  return main;
}

export function AppLayout() {
  const main = useFocusMainOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-card focus:px-4 focus:py-2">
        {layoutCopy.skip}
      </a>
      <TopBar />
      <OfflineBanner />
      <main ref={main} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
