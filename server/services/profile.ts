import { eq } from 'drizzle-orm';
import type { PasswordCost } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { isUniqueViolation, type UserRow } from './accounts.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deleteUserSessions } from './sessions.ts';
import { emailChangeNeedsPassword } from '../../src/domain/account.ts';
import type { AppDeps } from '../deps.ts';
import { emailChangedMail } from './mail-messages.ts';

/**
 * Stores name, e-mail and number. A new e-mail needs the current password, and it ends every other session of
 * the user in the same transaction: with a stolen session, a thief could otherwise move the account to their own
 * address and keep it through forgot-password. Returns the row and the e-mail it had before, when that changed.
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  input: { name: string; email: string; contactNo: string; currentPassword?: string | undefined },
  keepSession: string | null,
): Promise<{ row: UserRow; oldEmail: string | null }> {
  const emailChanged = input.email !== user.email;
  if (emailChanged && !(await verifyPassword(input.currentPassword ?? '', user.passwordHash))) throw new HttpError(400, 'wrongCurrentPassword');
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ name: input.name, email: input.email, contactNo: input.contactNo })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new HttpError(404, 'userGone');
      if (emailChanged) await deleteUserSessions(tx, user.id, keepSession ?? undefined);
      return updated;
    });
    return { row, oldEmail: emailChanged ? user.email : null };
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, 'emailTaken');
    throw err;
  }
}

type ProfileInput = Parameters<typeof updateProfile>[2];

/** The profile form: stored as `updateProfile` says, and a changed e-mail told to the old address. */
export async function editProfile(deps: AppDeps, user: UserRow, input: ProfileInput, keepSession: string | null): Promise<UserRow> {
  if (emailChangeNeedsPassword(input, user.email)) throw new HttpError(400, 'emailChangeNeedsPassword');
  const { row, oldEmail } = await updateProfile(deps.database.db, user, input, keepSession);
  if (oldEmail) await deps.mailer.send(emailChangedMail({ to: oldEmail, lang: row.lang, name: row.name, newEmail: row.email }));
  return row;
}

/** Checks the current password, stores the new one and signs out every other device: a thief's session ends with it. */
export async function changePassword(
  db: Db,
  user: UserRow,
  input: { oldPassword: string; newPassword: string },
  keepSession: string | null,
  cost: PasswordCost,
): Promise<void> {
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) throw new HttpError(400, 'wrongCurrentPassword');
  const passwordHash = await hashPassword(input.newPassword, cost);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id, keepSession ?? undefined);
  });
}
