import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PasswordCost } from '../config.ts';
import type { Db } from '../db/client.ts';
import { passwordResets, users } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import type { UserRow } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { deleteUserSessions } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A fresh random token for the user; only its hash is stored. Returns the token for the mailed link. */
export async function createResetToken(db: Db, user: UserRow, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

/** The live (unused, unexpired) reset row of this token's hash. */
const live = (tokenHash: string, now: Date) => and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/**
 * Spends the token and sets the new password in one transaction: the UPDATE ... WHERE used_at IS NULL claims the
 * token atomically, so two simultaneous uses cannot both succeed. Every session of the user ends, and every other
 * link mailed to them stops working. The token is looked at before the password is hashed: a hash costs 32 MiB
 * and many milliseconds, which a made-up token must not buy.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, now: Date, cost: PasswordCost): Promise<{ userId: string }> {
  const tokenHash = hashToken(token);
  const [found] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(live(tokenHash, now)).limit(1);
  if (!found) throw new HttpError(400, 'invalidResetLink');
  const passwordHash = await hashPassword(newPassword, cost);
  return db.transaction(async (tx) => {
    const [claimed] = await tx.update(passwordResets).set({ usedAt: now }).where(live(tokenHash, now)).returning({ userId: passwordResets.userId });
    if (!claimed) throw new HttpError(400, 'invalidResetLink');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await deleteUserSessions(tx, claimed.userId);
    return { userId: claimed.userId };
  });
}
