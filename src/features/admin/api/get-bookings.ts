import type { AdminBookingsPage } from '#src/domain/admin.ts';
import { useAdminPages } from './page-query.ts';
import { adminKeys } from '#src/lib/query-keys/admin-keys.ts';

/** Pages of every booking on the site, newest first, property and user populated, narrowed on the server by `q`. */
export function useAdminBookings(q: string) {
  return useAdminPages<AdminBookingsPage>(adminKeys.bookings, '/api/admin/bookings', q);
}
