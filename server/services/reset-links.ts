import type { AppDeps } from '../deps.ts';
import { findUserByEmail, findUserById } from './accounts.ts';
import { resetPasswordMail } from './mail-messages.ts';
import { createResetToken, resetPassword } from './password-reset.ts';

/** Mails a reset link when the address has an account; an unknown one gets nothing, and learns nothing. */
export async function mailResetLink(deps: AppDeps, email: string): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await createResetToken(db, user, deps.now());
  // Read at send time: the browser suite learns its port only after the server listens.
  const link = `${deps.config.publicUrl}/reset-password/${token}`;
  await deps.mailer.send(resetPasswordMail({ to: user.email, lang: user.lang, name: user.name, link }));
}

/** Sets the new password through a mailed link, and ends the account's sign-in lock. */
export async function resetThroughLink(deps: AppDeps, token: string, newPassword: string): Promise<void> {
  const { db } = deps.database;
  const { userId } = await resetPassword(db, token, newPassword, deps.now(), deps.config.passwordCost);
  // The mailbox owner chose a new password: a stranger's failed sign-ins must not keep them out (decision 0017).
  const user = await findUserById(db, userId);
  if (user) await deps.loginThrottle.clear(user.email);
}
