import type { AuthState } from '../../lib/session.ts';
import { layoutCopy } from './copy.ts';

export interface NavItem {
  to: string;
  label: string;
  end: boolean;
}

/** SPEC section 2: Home and Properties for all; Dashboard for admins, Contact Us for everyone else. */
export function navItems(auth: AuthState): NavItem[] {
  return [
    { to: '/', label: layoutCopy.home, end: true },
    { to: '/properties', label: layoutCopy.properties, end: false },
    auth && auth.role === 'admin'
      ? { to: '/admin/dashboard', label: layoutCopy.dashboard, end: false }
      : { to: '/contact-us', label: layoutCopy.contact, end: false },
  ];
}

/** A signed-in user's own pages, in the phone's menu: before, only buttons on /properties led to them. */
export function accountItems(auth: AuthState): NavItem[] {
  if (!auth) return [];
  return [
    { to: '/wishlist', label: layoutCopy.wishlist, end: false },
    { to: '/my-bookings', label: layoutCopy.myBookings, end: false },
    { to: '/saved-searches', label: layoutCopy.savedSearches, end: false },
  ];
}
