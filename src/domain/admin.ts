import { z } from 'zod';
import { userSchema } from './account.ts';

/** GET /api/admin/get-stats (SPEC section 3). */
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
