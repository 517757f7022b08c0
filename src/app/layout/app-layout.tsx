import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../../offline/index.ts';
import { Loading } from '../../ui/loading.tsx';
import { useT } from '../../i18n/language-context.tsx';
import { TopBar } from './top-bar.tsx';

// Below the fold on every page: in the server's HTML, but its code waits outside the first load (that paid for
// the landing's search, the list's chips and the cards' photo count with it: tests/e2e/bundle-budget.test.ts).
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));

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

/** Runs `onShown` once it is on screen: as a sibling of the page, that is once the page's own content is. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

export function AppLayout({ onPageShown }: { onPageShown?: (() => void) | undefined }) {
  const main = useFocusMainOnNavigation();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-card focus:px-4 focus:py-2"
      >
        {t('shell.skip')}
      </a>
      <TopBar />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold, so it does not jump down (a layout shift) when a page's content arrives. */}
      <main ref={main} id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Suspense fallback={<Loading />}>
          <Outlet />
          {onPageShown && <Shown onShown={onPageShown} />}
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
