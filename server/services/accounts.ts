import { eq } from 'drizzle-orm';
import type { Role, User } from '../../src/domain/account.ts';
import type { Lang } from '../../src/domain/languages.ts';
import type { PasswordCost } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users, wishlist } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { hashPassword, makeDummyHash, verifyPassword } from './passwords.ts';

export type UserRow = typeof users.$inferSelect;

export async function wishlistIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: wishlist.propertyId }).from(wishlist).where(eq(wishlist.userId, userId)).orderBy(wishlist.createdAt);
  return rows.map((r) => r.id);
}

/** The user object of the API: never the password hash. */
export function toUser(row: UserRow, saved: string[]): User {
  return { _id: row.id, name: row.name, email: row.email, contactNo: row.contactNo, role: row.role, wishlist: saved };
}

function isUniqueViolation(err: unknown): boolean {
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  for (let e: unknown = err; e && typeof e === 'object'; e = 'cause' in e ? e.cause : undefined) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}

export async function createUser(
  db: Db,
  input: { name: string; email: string; contactNo: string; password: string; role?: Role; lang?: Lang },
  cost: PasswordCost,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password, cost);
  try {
    const [row] = await db
      .insert(users)
      .values({ name: input.name, email: input.email, contactNo: input.contactNo, passwordHash, role: input.role ?? 'user', lang: input.lang ?? 'en' })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, 'emailTaken');
    throw err;
  }
}

export { isUniqueViolation };

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The language the account's e-mails, notifications and devices follow; null when the account is gone. */
export async function setUserLang(db: Db, id: string, lang: Lang): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ lang }).where(eq(users.id, id)).returning();
  return row ?? null;
}

let dummyHash: Promise<string> | undefined;

/** The same generic failure, in about the same time, whether the e-mail is unknown or the password wrong. */
export async function checkCredentials(db: Db, email: string, password: string, cost: PasswordCost): Promise<UserRow> {
  const row = await findUserByEmail(db, email);
  if (!row) {
    dummyHash ??= makeDummyHash(cost);
    await verifyPassword(password, await dummyHash);
    throw new HttpError(401, 'badCredentials');
  }
  if (!(await verifyPassword(password, row.passwordHash))) throw new HttpError(401, 'badCredentials');
  return row;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: create that account as admin when no account holds the e-mail. An
 * existing account is returned as it is: an admin keeps its own password (a restart never undoes a change), and
 * one that is not an admin is never promoted, or whoever signed up with the e-mail after the admin moved to
 * another one would become admin at the next restart. The caller warns about the latter.
 */
export async function ensureAdmin(db: Db, email: string, password: string, cost: PasswordCost): Promise<UserRow> {
  const normalised = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalised);
  return existing ?? createUser(db, { name: 'Administrator', email: normalised, contactNo: '0000000000', password, role: 'admin' }, cost);
}
