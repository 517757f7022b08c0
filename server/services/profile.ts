import { eq } from 'drizzle-orm';
import type { PasswordCost } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { EMAIL_TAKEN, isUniqueViolation, type UserRow } from './accounts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deleteUserSessions } from './sessions.ts';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const USER_GONE = 'Your account no longer exists';

export async function updateProfile(db: Db, userId: string, input: { name: string; email: string; contactNo: string }): Promise<UserRow> {
  try {
    const [row] = await db.update(users).set(input).where(eq(users.id, userId)).returning();
    if (!row) throw new HttpError(404, USER_GONE);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, EMAIL_TAKEN);
    throw err;
  }
}

/** Checks the current password, stores the new one and signs out every other device: a thief's session ends with it. */
export async function changePassword(
  db: Db,
  user: UserRow,
  input: { oldPassword: string; newPassword: string },
  keepSession: string | null,
  cost: PasswordCost,
): Promise<void> {
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
  const passwordHash = await hashPassword(input.newPassword, cost);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id, keepSession ?? undefined);
  });
}
