import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, forgotPasswordSchema, makeUpdateProfileSchema, resetPasswordSchema } from '../../src/domain/account.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http-error.ts';
import { limitPerAddress, limitPerIp, limitPerIpAndEmail } from '../plugins/rate-limit.ts';
import { requireUser } from '../plugins/session.ts';
import { findUserByEmail, findUserById, toUser, wishlistIds } from '../services/accounts.ts';
import { addToWishlist, listWishlist, removeFromWishlist, toggleWishlist } from '../services/wishlist.ts';
import { emailChangedMail, resetPasswordMail } from '../services/mail-messages.ts';
import { createResetToken, resetPassword } from '../services/password-reset.ts';
import { changePassword, updateProfile } from '../services/profile.ts';

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const RESET_LINK_SENT = 'A reset link has been sent to your email.';
export const PASSWORD_UPDATED = 'Password updated successfully.';
export const WISHLIST_ADDED = 'Added to wishlist';
export const WISHLIST_REMOVED = 'Removed from wishlist';

interface PropertyParams {
  propertyId: string;
}

/** SPEC section 7, /api/user/*: profile, password change and reset, wishlist (my properties belong to the listings routes). */
export async function userRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  const wishlistAnswer = async (userId: string, saved: boolean) => ({
    message: saved ? WISHLIST_ADDED : WISHLIST_REMOVED,
    saved,
    wishlist: await wishlistIds(db, userId),
  });

  app.get('/wishlist', async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return listWishlist(db, user.id, deps.storage.publicUrl);
  });

  app.post<{ Params: PropertyParams }>('/wishlist/:propertyId', async (request) => {
    const user = requireUser(request);
    const saved = await toggleWishlist(db, user.id, request.params.propertyId, deps.now());
    return wishlistAnswer(user.id, saved);
  });

  app.put<{ Params: PropertyParams }>('/wishlist/:propertyId', async (request) => {
    const user = requireUser(request);
    await addToWishlist(db, user.id, request.params.propertyId, deps.now());
    return wishlistAnswer(user.id, true);
  });

  app.delete<{ Params: PropertyParams }>('/wishlist/:propertyId', async (request) => {
    const user = requireUser(request);
    await removeFromWishlist(db, user.id, request.params.propertyId);
    return wishlistAnswer(user.id, false);
  });

  // Rate limited per IP like a password change: a new e-mail is checked against the current password.
  app.put('/updateProfile', { config: limitPerIp(deps) }, async (request) => {
    const user = requireUser(request);
    const input = parseWith(makeUpdateProfileSchema(user.email), request.body);
    const { row, oldEmail } = await updateProfile(db, user, input, request.sessionToken);
    if (oldEmail) await deps.mailer.send(emailChangedMail({ to: oldEmail, name: row.name, newEmail: row.email }));
    return { message: PROFILE_UPDATED, user: toUser(row, await wishlistIds(db, row.id)) };
  });

  app.put('/changePassword', { config: limitPerIp(deps) }, async (request) => {
    const user = requireUser(request);
    const input = parseWith(changePasswordSchema, request.body);
    await changePassword(db, user, input, request.sessionToken, deps.config.passwordCost);
    return { message: PASSWORD_CHANGED };
  });

  // Reset links still being made after their answers; closing the app waits for them.
  const linking = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(linking);
  });

  /**
   * The same answer whether or not the address has an account, and in the same time: it goes out before the
   * address is looked up, and the link (a token row and a mail, for a known address only) is made after it.
   * Answering after that work told a known address (about 10 ms) from an unknown one (about 4 ms).
   */
  app.post('/forgotPassword', { config: limitPerIpAndEmail(deps), onRequest: limitPerAddress(app, deps) }, async (request, reply) => {
    const { email } = parseWith(forgotPasswordSchema, request.body);
    // After the answer has gone, and a turn of the event loop later: the embedded database runs a query's first
    // part at once, which would otherwise hold up the delivery of the answer in the same process.
    reply.raw.once('finish', () => {
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailResetLink(email))
        .catch((err: unknown) => request.log.error({ err }, 'reset link could not be made'));
      linking.add(work);
      void work.finally(() => linking.delete(work));
    });
    return { message: RESET_LINK_SENT };
  });

  async function mailResetLink(email: string) {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = await createResetToken(db, user, deps.now());
    // Read at send time: the browser suite learns its port only after the server listens.
    const link = `${deps.config.publicUrl}/reset-password/${token}`;
    await deps.mailer.send(resetPasswordMail({ to: user.email, name: user.name, link }));
  }

  app.post('/resetPassword', { config: limitPerIp(deps) }, async (request) => {
    const input = parseWith(resetPasswordSchema, request.body);
    const { userId } = await resetPassword(db, input.token, input.newPassword, deps.now(), deps.config.passwordCost);
    // The mailbox owner chose a new password: a stranger's failed sign-ins must not keep them out (decision 0017).
    const user = await findUserById(db, userId);
    if (user) await deps.loginThrottle.clear(user.email);
    return { message: PASSWORD_UPDATED };
  });
}
