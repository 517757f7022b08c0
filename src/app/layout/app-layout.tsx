import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadWhenDeferred } from '../../lib/first-interaction.ts';
import { OfflineBanner } from '../../offline/index.ts';
import { Loading } from '../../ui/loading.tsx';
import { useT, withWords } from '../../i18n/language-context.tsx';
import { Shown } from '../../ui/shown.tsx';
import { TopBar } from './top-bar.tsx';

// Below the fold on every page: in the server's HTML (its links work without the app), and its code waits for the
// reader's first tap or scroll on a page the server rendered (tests/e2e/bundle-budget.test.ts).
const Footer = lazy(() => loadWhenDeferred(() => import('./footer.tsx').then((m) => withWords(m.words, m.Footer))));
// One element for the app's life, so the layout's renders (each navigation) pass it on untouched: React renders a
// boundary given new props afresh, and before its code has arrived that would hold the navigation up.
const FOOTER = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);

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

export function AppLayout({ onPageShown, children }: { onPageShown?: (() => void) | undefined; children: ReactNode }) {
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
          {children}
          {onPageShown && <Shown onShown={onPageShown} />}
        </Suspense>
      </main>
      {FOOTER}
    </div>
  );
}
