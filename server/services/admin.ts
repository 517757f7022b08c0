import { and, count, or } from 'drizzle-orm';
import type { AdminStats, AdminUser, AdminUsersPage } from '../../src/domain/admin.ts';
import type { SearchPageParams } from '../../src/domain/page.ts';
import type { Db } from '../db/client.ts';
import { bookings, properties, users } from '../db/schema.ts';
import { decodeCursor, encodeCursor, newestFirst, olderThan, pageOf } from './page-cursor.ts';
import { folds } from './text-match.ts';

/** The three dashboard figures. Every booking counts, whatever its status. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [[u], [p], [b]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(properties),
    db.select({ n: count() }).from(bookings),
  ]);
  return { totalUsers: u?.n ?? 0, totalProperties: p?.n ?? 0, totalBookings: b?.n ?? 0 };
}

const shown = { id: users.id, name: users.name, email: users.email, contactNo: users.contactNo, role: users.role, createdAt: users.createdAt };
const NEWEST_FIRST = newestFirst(users.createdAt, users.id);

function toAdminUser({ id, createdAt, ...rest }: { id: string; createdAt: Date } & Omit<AdminUser, '_id' | 'createdAt'>): AdminUser {
  return { _id: id, ...rest, createdAt: createdAt.toISOString() };
}

/** GET /api/admin/get-users: every account, newest first, without password hashes or session data. */
export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db
    .select(shown)
    .from(users)
    .orderBy(...NEWEST_FIRST);
  return rows.map(toAdminUser);
}

/** A page of accounts, newest first, narrowed by the admin's search over name, e-mail and contact number. */
export async function pageUsers(db: Db, page: SearchPageParams): Promise<AdminUsersPage> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const q = page.q.trim();
  const search = q ? or(folds(users.name, q), folds(users.email, q), folds(users.contactNo, q)) : undefined;
  const keyset = after ? olderThan(users.createdAt, users.id, after) : undefined;
  const [rows, [matched]] = await Promise.all([
    db
      .select(shown)
      .from(users)
      .where(and(search, keyset))
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit + 1),
    db.select({ n: count() }).from(users).where(search),
  ]);
  const { shown: listed, nextCursor } = pageOf(rows, page.limit, (last) => encodeCursor(last));
  return {
    users: listed.map(toAdminUser),
    nextCursor,
    total: matched?.n ?? 0,
  };
}
