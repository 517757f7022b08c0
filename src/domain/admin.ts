import { z } from 'zod';
import { userSchema } from './account.ts';
import { bookingSchema } from './booking.ts';
import { nextCursorSchema } from './page.ts';

/** GET /api/admin/get-stats. */
export const adminStatsSchema = z
  .object({
    totalUsers: z.number().int(),
    totalProperties: z.number().int(),
    totalBookings: z.number().int(),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A row of GET /api/admin/get-users: the account as /api/auth/me shows it, without the wishlist, with when it was made. */
export const adminUserSchema = userSchema.omit({ wishlist: true }).extend({ createdAt: z.string() }).meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A page of the admin's users table, newest first; `total` counts the accounts that match the search. */
export const adminUsersPageSchema = z
  .object({ users: z.array(adminUserSchema), nextCursor: nextCursorSchema, total: z.number().int() })
  .meta({ id: 'AdminUsersPage' });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** A page of the admin's bookings table, newest first; `total` counts the bookings that match the search. */
export const adminBookingsPageSchema = z
  .object({ bookings: z.array(bookingSchema), nextCursor: nextCursorSchema, total: z.number().int() })
  .meta({ id: 'AdminBookingsPage' });
export type AdminBookingsPage = z.infer<typeof adminBookingsPageSchema>;
