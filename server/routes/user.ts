import { z } from 'zod';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema, updateProfileFields } from '../../src/domain/account.ts';
import { accountLangAnswerSchema, accountLangSchema, LANG_SAVED } from '../../src/domain/account-language.ts';
import { messageAnswerSchema, userAnswerSchema, wishlistAnswerSchema } from '../../src/domain/answers.ts';
import { PASSWORD_CHANGED, PASSWORD_UPDATED, PROFILE_UPDATED, RESET_LINK_SENT, WISHLIST_ADDED, WISHLIST_REMOVED } from '../../src/domain/messages.ts';
import { propertySchema } from '../../src/domain/property.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';
import { limitPerAddress, limitPerIp, limitPerIpAndEmail } from '../plugins/rate-limit.ts';
import { afterAnswer } from '../plugins/after-answer.ts';
import { setLangCookie } from '../plugins/reader-lang.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { setUserLang, toUser, wishlistIds } from '../services/accounts.ts';
import { addToWishlist, listWishlist, removeFromWishlist, toggleWishlist } from '../services/wishlist.ts';
import { mailResetLink, resetThroughLink } from '../services/reset-links.ts';
import { changePassword, editProfile } from '../services/profile.ts';

const propertyParams = z.object({ propertyId: z.string() });
const messageAnswer = { 200: messageAnswerSchema, ...errorAnswers };

/** /api/user/* (docs/api.md): profile, password change and reset, wishlist (my properties belong to the listings routes). */
export async function userRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  const wishlistAnswer = async (userId: string, saved: boolean) => ({
    message: saved ? WISHLIST_ADDED : WISHLIST_REMOVED,
    saved,
    wishlist: await wishlistIds(db, userId),
  });

  app.get('/wishlist', { onRequest: signedIn, schema: { response: { 200: z.array(propertySchema), ...errorAnswers } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return listWishlist(db, user.id, deps.storage.publicUrl);
  });

  const wishlistChange = { onRequest: signedIn, schema: { params: propertyParams, response: { 200: wishlistAnswerSchema, ...errorAnswers } } };

  app.post('/wishlist/:propertyId', wishlistChange, async (request) => {
    const user = requireUser(request);
    const saved = await toggleWishlist(db, user.id, request.params.propertyId, deps.now());
    return wishlistAnswer(user.id, saved);
  });

  app.put('/wishlist/:propertyId', wishlistChange, async (request) => {
    const user = requireUser(request);
    await addToWishlist(db, user.id, request.params.propertyId, deps.now());
    return wishlistAnswer(user.id, true);
  });

  app.delete('/wishlist/:propertyId', wishlistChange, async (request) => {
    const user = requireUser(request);
    await removeFromWishlist(db, user.id, request.params.propertyId);
    return wishlistAnswer(user.id, false);
  });

  // Rate limited per IP like a password change: a new e-mail is checked against the current password.
  const profileSchemas = { body: updateProfileFields, response: { 200: userAnswerSchema, ...errorAnswers } };
  app.put('/updateProfile', { onRequest: signedIn, config: limitPerIp(deps), schema: profileSchemas }, async (request) => {
    const user = requireUser(request);
    const row = await editProfile(deps, user, request.body, request.sessionToken);
    return { message: PROFILE_UPDATED, user: toUser(row, await wishlistIds(db, row.id)) };
  });

  // The picker's choice, for the account: its e-mails and notifications, and the next device it signs in on.
  const langSchemas = { body: accountLangSchema, response: { 200: accountLangAnswerSchema, ...errorAnswers } };
  app.put('/lang', { onRequest: signedIn, schema: langSchemas }, async (request, reply) => {
    const user = requireUser(request);
    const row = await setUserLang(db, user.id, request.body.lang);
    if (!row) throw new HttpError(404, 'userGone');
    setLangCookie(reply, deps, row.lang);
    return { message: LANG_SAVED, lang: row.lang };
  });

  const changePasswordSchemas = { body: changePasswordSchema, response: messageAnswer };
  app.put('/changePassword', { onRequest: signedIn, config: limitPerIp(deps), schema: changePasswordSchemas }, async (request) => {
    const user = requireUser(request);
    await changePassword(db, user, request.body, request.sessionToken, deps.config.passwordCost);
    return { message: PASSWORD_CHANGED };
  });

  const later = afterAnswer(app);

  /**
   * The same answer whether or not the address has an account, and in the same time: it goes out before the
   * address is looked up, and the link (a token row and a mail, for a known address only) is made after it.
   * Answering after that work told a known address (about 10 ms) from an unknown one (about 4 ms).
   */
  const forgotSchemas = { body: forgotPasswordSchema, response: messageAnswer };
  app.post('/forgotPassword', { config: limitPerIpAndEmail(deps), onRequest: limitPerAddress(app, deps), schema: forgotSchemas }, async (request, reply) => {
    const { email } = request.body;
    later(reply, request.log, 'reset link could not be made', () => mailResetLink(deps, email));
    return { message: RESET_LINK_SENT };
  });

  app.post('/resetPassword', { config: limitPerIp(deps), schema: { body: resetPasswordSchema, response: messageAnswer } }, async (request) => {
    await resetThroughLink(deps, request.body.token, request.body.newPassword);
    return { message: PASSWORD_UPDATED };
  });
}
