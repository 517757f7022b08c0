import { loginSchema, signupSchema, userSchema } from '../../src/domain/account.ts';
import { messageAnswerSchema, userAnswerSchema } from '../../src/domain/answers.ts';
import { LOGGED_IN, LOGGED_OUT, SIGNED_UP } from '../../src/domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';
import { limitPerAddress, limitPerIpAndEmail } from '../plugins/rate-limit.ts';
import { pickedLang, requestLang, setLangCookie } from '../plugins/reader-lang.ts';
import { clearSessionCookie, requireUser, setSessionCookie, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { checkCredentials, createUser, setUserLang, toUser, wishlistIds, type UserRow } from '../services/accounts.ts';
import { createSession, deleteSession } from '../services/sessions.ts';

/**
 * A locked e-mail is refused without looking at the password, so guessing on it gains nothing until the lock ends,
 * except from an address that has signed in to the account before: there the right password passes, so a
 * stranger's failures cannot keep the owner out (decision 0017). A wrong one there still meets the lock.
 */
/** The lock-out's refusal with the minutes left, rounded up ("Try again in 15 minutes."). */
function lockedOut(remainingMs: number): HttpError {
  return new HttpError(429, 'loginLocked', { minutes: Math.max(1, Math.ceil(remainingMs / 60_000)) });
}

async function checkLoginThrottled(deps: AppDeps, email: string, password: string, address: string): Promise<UserRow> {
  const throttle = deps.loginThrottle;
  const locked = await throttle.lockedFor(email, deps.now());
  if (locked > 0 && !(await throttle.knowsAddress(email, address))) throw lockedOut(locked);
  try {
    const user = await checkCredentials(deps.database.db, email, password, deps.config.passwordCost);
    await throttle.recordSuccess(email, address);
    return user;
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 401)) throw err;
    if (locked > 0) throw lockedOut(locked);
    await throttle.recordFailure(email, deps.now());
    throw err;
  }
}

/** SPEC section 7, /api/auth/*: sign up, sign in, sign out, who am I. */
export async function authRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  const signupSchemas = { body: signupSchema, response: { 201: userAnswerSchema, ...errorAnswers } };
  app.post('/signup', { config: limitPerIpAndEmail(deps), onRequest: limitPerAddress(app, deps), schema: signupSchemas }, async (request, reply) => {
    // The account starts in the language the device reads the app in (decision 0046).
    const user = await createUser(db, { ...request.body, lang: requestLang(request) }, deps.config.passwordCost);
    // A fresh id at every sign-in: a session id planted before it is never promoted (fixation).
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    const session = await createSession(db, user.id, false, deps.now());
    setSessionCookie(reply, deps, session.token, false);
    setLangCookie(reply, deps, user.lang);
    return reply.status(201).send({ message: SIGNED_UP, user: toUser(user, []) });
  });

  const loginSchemas = { body: loginSchema, response: { 200: userAnswerSchema, ...errorAnswers } };
  app.post('/login', { config: limitPerIpAndEmail(deps), onRequest: limitPerAddress(app, deps), schema: loginSchemas }, async (request, reply) => {
    const input = request.body;
    const user = await checkLoginThrottled(deps, input.email, input.password, request.ip);
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    const session = await createSession(db, user.id, input.rememberMe, deps.now());
    setSessionCookie(reply, deps, session.token, input.rememberMe);
    // A device where the reader has picked no language takes the account's (the app switches to the cookie's after
    // signing in); one where they picked one keeps it, and the account takes it as their latest word. Otherwise every
    // account made before languages (English) would switch a Marathi reader's phone to English at sign-in.
    const lang = pickedLang(request) ?? user.lang;
    if (lang !== user.lang) await setUserLang(db, user.id, lang);
    setLangCookie(reply, deps, lang);
    return { message: LOGGED_IN, user: toUser(user, await wishlistIds(db, user.id)) };
  });

  app.post('/logout', { schema: { response: { 200: messageAnswerSchema, ...errorAnswers } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply, deps);
    return { message: LOGGED_OUT };
  });

  app.get('/me', { onRequest: signedIn, schema: { response: { 200: userSchema, ...errorAnswers } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return toUser(user, await wishlistIds(db, user.id));
  });
}
