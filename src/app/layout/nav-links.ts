import type { MessageId } from '@lingui/core';
import type { AuthState } from '../../lib/session.ts';

export interface NavItem {
  to: string;
  /** The link's words, as a catalogue key. */
  label: MessageId;
  end: boolean;
}

/** Home and Properties for all; Dashboard for admins, Contact Us for everyone else. */
export function navItems(auth: AuthState): NavItem[] {
  return [
    { to: '/', label: 'shell.home', end: true },
    { to: '/properties', label: 'shell.properties', end: false },
    auth && auth.role === 'admin'
      ? { to: '/admin/dashboard', label: 'shell.dashboard', end: false }
      : { to: '/contact-us', label: 'shell.contact', end: false },
  ];
}

/** The line at a glance, in the phone's menu for everyone. */
export const LINE_ITEM: NavItem = { to: '/line', label: 'shell.line', end: false };

/** A signed-in user's own pages, in the phone's menu: before, only buttons on /properties led to them. */
export function accountItems(auth: AuthState): NavItem[] {
  if (!auth) return [];
  return [
    { to: '/wishlist', label: 'shell.wishlist', end: false },
    { to: '/my-bookings', label: 'shell.myBookings', end: false },
    { to: '/saved-searches', label: 'shell.savedSearches', end: false },
  ];
}
