import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/session.ts';
import { InstallButton } from '../../offline/app-install/index.ts';
import { buttonClass } from '../../ui/button.tsx';
import { LanguagePicker } from '../../ui/language-picker.tsx';
import { useT } from '../../i18n/language-context.tsx';
import { BRAND } from './copy.ts';
import { navItems } from './nav-links.ts';
import { Icon } from '../../ui/icon.tsx';
import { whenIdle } from '../../lib/idle.ts';

// The phone's menu is drawn only once tapped: its code waits for the browser's first idle moment, out of every page's
// first load, and is mounted closed then, so the first tap slides it in at once.
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-control px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:bg-surface hover:text-ink'}`;

/** The links of navItems, then a profile icon for a signed-in user or a Login button for a visitor. */
export function TopBar() {
  const auth = useAuth();
  const t = useT();
  // The address the menu was opened at, or null while it is closed.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt !== null;
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenedAt(null), []);
  const { pathname } = useLocation();
  const items = navItems(auth);
  const [menuMounted, setMenuMounted] = useState(false);
  useEffect(() => whenIdle(() => setMenuMounted(true)), []);

  // Any navigation (back button included) leaves the menu closed. A page still loading when the menu was opened
  // has its address already (the router shows it in a transition, once its code is here): arriving there is not
  // a navigation away from the open menu, which would otherwise shut under the user's thumb.
  useEffect(() => {
    setOpenedAt((at) => (at === null || at === pathname ? at : null));
  }, [pathname]);

  // The menu sits outside the header: the header's backdrop blur would otherwise trap its fixed overlay inside the bar.
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-line bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link to="/" className="flex items-center gap-2 font-bold text-brand-800" aria-label={t('shell.homeAria')}>
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <span className="whitespace-nowrap text-base tracking-tight min-[400px]:text-lg">{BRAND}</span>
          </Link>
          <nav aria-label={t('shell.mainNav')} className="hidden items-center gap-1 md:flex">
            {items.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.end} className={linkClass}>
                {t(l.label)}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-1.5 min-[400px]:gap-2">
            {/* A phone has it in the menu: at 360 px the bar has no room left. */}
            <LanguagePicker className="hidden sm:block" />
            <InstallButton />
            {/* A slot as wide as the Login button, right-aligned: the bar does not shift when the session is known. */}
            <div className="flex min-w-20 justify-end">
              {auth ? (
                <Link
                  to="/profile"
                  className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100"
                  aria-label={t('shell.profile')}
                >
                  <Icon className="size-5">
                    <circle cx="12" cy="8" r="4" />
                    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
                  </Icon>
                </Link>
              ) : auth === false ? (
                <Link to="/login" className={buttonClass('primary')}>
                  {t('shell.login')}
                </Link>
              ) : null}
            </div>
            <button
              ref={menuButton}
              type="button"
              className="grid size-10 place-items-center rounded-control text-ink hover:bg-surface md:hidden"
              aria-label={t('shell.openMenu')}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpenedAt(window.location.pathname)}
            >
              <Icon className="size-6" strokeLinecap="round">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </Icon>
            </button>
          </div>
        </div>
      </header>
      {(menuMounted || open) && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={close} items={items} auth={auth} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </>
  );
}
