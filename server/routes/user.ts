import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema, updateProfileSchema } from '../../src/domain/account.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http-error.ts';
import { limitPerIp, limitPerIpAndEmail } from '../plugins/rate-limit.ts';
import { requireUser } from '../plugins/session.ts';
import { findUserByEmail, toUser, wishlistIds } from '../services/accounts.ts';
import { addToWishlist, listWishlist, removeFromWishlist, toggleWishlist } from '../services/wishlist.ts';
import { resetPasswordMail } from '../services/mail-messages.ts';
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

  app.put('/updateProfile', async (request) => {
    const user = requireUser(request);
    const input = parseWith(updateProfileSchema, request.body);
    const row = await updateProfile(db, user.id, input);
    return { message: PROFILE_UPDATED, user: toUser(row, await wishlistIds(db, row.id)) };
  });

  app.put('/changePassword', { config: limitPerIp(deps) }, async (request) => {
    const user = requireUser(request);
    const input = parseWith(changePasswordSchema, request.body);
    await changePassword(db, user, input, request.sessionToken, deps.config.passwordCost);
    return { message: PASSWORD_CHANGED };
  });

  // The same answer whether or not the address has an account, so the form cannot be used to probe for accounts.
  app.post('/forgotPassword', { config: limitPerIpAndEmail(deps) }, async (request) => {
    const { email } = parseWith(forgotPasswordSchema, request.body);
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = await createResetToken(db, user, deps.now());
      // Read at send time: the browser suite learns its port only after the server listens.
      const link = `${deps.config.publicUrl}/reset-password/${token}`;
      await deps.mailer.send(resetPasswordMail({ to: user.email, name: user.name, link }));
    }
    return { message: RESET_LINK_SENT };
  });

  app.post('/resetPassword', { config: limitPerIp(deps) }, async (request) => {
    const input = parseWith(resetPasswordSchema, request.body);
    await resetPassword(db, input.token, input.newPassword, deps.now(), deps.config.passwordCost);
    return { message: PASSWORD_UPDATED };
  });
}
