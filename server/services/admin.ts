import { count, desc } from 'drizzle-orm';
import type { AdminStats, AdminUser } from '../../src/domain/admin.ts';
import type { Db } from '../db/client.ts';
import { bookings, properties, users } from '../db/schema.ts';

/** SPEC section 3: the three dashboard figures. Every booking counts, whatever its status. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [[u], [p], [b]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(properties),
    db.select({ n: count() }).from(bookings),
  ]);
  return { totalUsers: u?.n ?? 0, totalProperties: p?.n ?? 0, totalBookings: b?.n ?? 0 };
}

/** Every account, newest first, without password hashes or session data. */
export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, contactNo: users.contactNo, role: users.role, createdAt: users.createdAt })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(({ id, createdAt, ...rest }) => ({ _id: id, ...rest, createdAt: createdAt.toISOString() }));
}
