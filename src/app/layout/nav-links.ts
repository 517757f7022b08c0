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
