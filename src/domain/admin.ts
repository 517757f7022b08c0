import { z } from 'zod';
import { ROLES } from './account.ts';

/** GET /api/admin/get-stats (SPEC section 3). */
export const adminStatsSchema = z
  .object({
    totalUsers: z.number().int(),
    totalProperties: z.number().int(),
    totalBookings: z.number().int(),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A row of GET /api/admin/get-users: never a password hash or a token. */
export const adminUserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    contactNo: z.string(),
    role: z.enum(ROLES),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
