import { useEffect, useRef, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import type { AuthState } from '../../lib/session.ts';
import { buttonClass } from '../../ui/button.tsx';
import { LanguagePicker } from '../../ui/language-picker.tsx';
import { useT } from '../../i18n/language-context.tsx';
import { BRAND } from './copy.ts';
import { accountItems, LINE_ITEM, type NavItem } from './nav-links.ts';
import { Icon } from '../../ui/icon.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  auth: AuthState;
  /** Where focus goes back to when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), select';

/**
 * On phones a slide-in menu that closes on an outside click or a link click; we also close
 * it on Escape, keep Tab inside while it is open, and hand focus back to the menu button.
 */
export function MobileMenu({ open, onClose, items, auth, returnFocusTo }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const t = useT();

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const button = returnFocusTo.current;

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        return;
      }
      if (e.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      // A link click navigates and moves focus itself; only give focus back if it would otherwise be lost.
      if (!document.activeElement || document.activeElement === document.body || panel.current?.contains(document.activeElement)) button?.focus();
    };
  }, [open, onClose, returnFocusTo]);

  return (
    <div className={`fixed inset-0 z-40 md:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the backdrop is the outside click that closes the menu; keyboards close the menu with Escape. */}
      <div
        data-testid="menu-backdrop"
        className={`absolute inset-0 bg-ink/50 transition-opacity duration-200 ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
      />
      {/* Visibility flips at once on open (so focus can land) but waits for the slide on close. */}
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.mobileNav')}
        className={`absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col bg-card shadow-card duration-200 ease-out ${open ? 'visible translate-x-0 transition-transform' : 'invisible translate-x-full transition-[transform,visibility]'}`}
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-4">
          <span className="text-lg font-bold tracking-tight text-brand-800">{BRAND}</span>
          <button
            type="button"
            onClick={onClose}
            className="grid size-10 place-items-center rounded-control text-ink hover:bg-surface"
            aria-label={t('shell.closeMenu')}
          >
            <Icon className="size-6" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </button>
        </div>
        <nav aria-label={t('shell.mobileNav')} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {[...items, LINE_ITEM, ...accountItems(auth)].map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.end}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `flex min-h-12 items-center rounded-control px-4 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-surface'}`
                  }
                >
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-line p-4">
          <LanguagePicker className="w-full" />
          {auth ? (
            <Link to="/profile" onClick={onClose} className={buttonClass('secondary', 'w-full')}>
              {t('shell.profile')}
            </Link>
          ) : auth === false ? (
            <Link to="/login" onClick={onClose} className={buttonClass('primary', 'w-full')}>
              {t('shell.login')}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
