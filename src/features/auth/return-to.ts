import { useLocation } from 'react-router';

const AUTH_PAGES = new Set(['/login', '/signup']);

/**
 * Where sign-in or sign-up leads: back to the page the guard sent the visitor from (its `from` state), else home.
 * A deliberate change from always going to / after sign-in (docs/decisions/0031-return-after-sign-in.md). Only an in-app
 * path is followed: `//host` would leave the site, and the sign-in pages would loop.
 */
export function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const from = state.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  return AUTH_PAGES.has(new URL(from, 'http://app').pathname) ? '/' : from;
}

/** The return path, and the location state that carries it on to the other sign-in page. */
export function useReturnTo(): { to: string; state: { from: string } | null } {
  const to = returnPath(useLocation().state);
  return { to, state: to === '/' ? null : { from: to } };
}
