import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../features/auth/api/get-me.ts';
import { buttonClass } from '../../ui/button.tsx';
import { layoutCopy } from './copy.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-control px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:text-ink'}`;

/** SPEC section 2: Home and Properties for all; Dashboard for admins, Contact Us for everyone else; profile icon or Login. */
export function TopBar() {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const links = [
    { to: '/', label: layoutCopy.home, end: true },
    { to: '/properties', label: layoutCopy.properties, end: false },
    auth && auth.role === 'admin'
      ? { to: '/admin/dashboard', label: layoutCopy.dashboard, end: false }
      : { to: '/contact-us', label: layoutCopy.contact, end: false },
  ];
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-800" aria-label={layoutCopy.homeAria}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span className="text-lg tracking-tight">{layoutCopy.brand}</span>
        </Link>
        <nav aria-label={layoutCopy.mainNav} className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {auth ? (
            <Link to="/profile" className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100" aria-label={layoutCopy.profile}>
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <circle cx="12" cy="8" r="4" />
                <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
              </svg>
            </Link>
          ) : auth === false ? (
            <Link to="/login" className={buttonClass('primary', 'min-h-10 px-4')}>
              {layoutCopy.login}
            </Link>
          ) : null}
          <button
            type="button"
            className="grid size-10 place-items-center rounded-control text-ink md:hidden"
            aria-label={layoutCopy.menu}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label={layoutCopy.mobileNav} className="border-t border-line bg-card px-4 py-2 md:hidden">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} className={(s) => `block ${linkClass(s)}`} onClick={() => setOpen(false)}>
              {l.label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}
