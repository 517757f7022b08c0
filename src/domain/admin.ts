import type { Role } from './account.ts';

/** GET /api/admin/get-stats (SPEC section 3). */
export interface AdminStats {
  totalUsers: number;
  totalProperties: number;
  totalBookings: number;
}

/** A row of GET /api/admin/get-users: never a password hash or a token. */
export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  contactNo: string;
  role: Role;
  createdAt: string;
}
