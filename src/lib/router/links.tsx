import { type AnchorHTMLAttributes, type MouseEvent, useEffect } from 'react';
import { type NavigateOptions, useNavigate } from './hooks.ts';
import { useRouter } from './router.tsx';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

export type LinkProps = AnchorProps & {
  /** An in-app path, with its query if any. */
  to: string;
  className?: string | undefined;
  /** Replace the current history entry; by default only a link to the very address on screen does. */
  replace?: boolean | undefined;
  state?: unknown;
};

/** A click the app should handle itself: the main button, no modifier (a new tab or window is the browser's), no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A real link (it opens in a new tab, and works before the app has taken the page over) that navigates in the app. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { history } = useRouter();
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    const here = history.location;
    navigate(to, { replace: replace ?? here.pathname + here.search + here.hash === to, state });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}

/** Whether the location's path is `to`'s, or (unless `end`) below it; letter case aside. */
function isActivePath(pathname: string, to: string, end: boolean) {
  const here = pathname.toLowerCase();
  const path = new URL(to, 'http://app').pathname.toLowerCase();
  if (here === path) return true;
  return !end && path !== '/' && here.startsWith(path) && here.charAt(path.length) === '/';
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on exactly this path, not below it. */
  end?: boolean | undefined;
  className?: string | ((state: { isActive: boolean }) => string) | undefined;
};

/** A Link that knows whether its page is on screen: `aria-current="page"` and the active class. */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const isActive = isActivePath(useRouter().location.pathname, rest.to, end);
  return <Link {...rest} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} />;
}

/** Goes to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
