import type { AdminBookingsPage } from '../../../domain/admin.ts';
import { useAdminPages } from './page-query.ts';

/** Every search's pages share this root, so a status change can reach the row in each. */
export const ADMIN_BOOKINGS_KEY = ['admin', 'bookings'] as const;

/** Pages of every booking on the site, newest first, property and user populated, narrowed on the server by `q`. */
export function useAdminBookings(q: string) {
  return useAdminPages<AdminBookingsPage>(ADMIN_BOOKINGS_KEY, '/api/admin/bookings', q);
}
