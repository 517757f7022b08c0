import type { FastifyInstance } from 'fastify';
import { loginSchema, signupSchema } from '../../src/domain/account.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, NOT_SIGNED_IN, parseWith } from '../http-error.ts';
import { limitPerAddress, limitPerIpAndEmail } from '../plugins/rate-limit.ts';
import { clearSessionCookie, setSessionCookie } from '../plugins/session.ts';
import { checkCredentials, createUser, toUser, wishlistIds, type UserRow } from '../services/accounts.ts';
import { lockedMessage } from '../services/login-throttle.ts';
import { createSession, deleteSession } from '../services/sessions.ts';

/**
 * A locked e-mail is refused without looking at the password, so guessing on it gains nothing until the lock ends,
 * except from an address that has signed in to the account before: there the right password passes, so a
 * stranger's failures cannot keep the owner out (decision 0017). A wrong one there still meets the lock.
 */
async function checkLoginThrottled(deps: AppDeps, email: string, password: string, address: string): Promise<UserRow> {
  const throttle = deps.loginThrottle;
  const locked = await throttle.lockedFor(email, deps.now());
  if (locked > 0 && !(await throttle.knowsAddress(email, address))) throw new HttpError(429, lockedMessage(locked));
  try {
    const user = await checkCredentials(deps.database.db, email, password, deps.config.passwordCost);
    await throttle.recordSuccess(email, address);
    return user;
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 401)) throw err;
    if (locked > 0) throw new HttpError(429, lockedMessage(locked));
    await throttle.recordFailure(email, deps.now());
    throw err;
  }
}

/** SPEC section 7, /api/auth/*: sign up, sign in, sign out, who am I. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.post('/signup', { config: limitPerIpAndEmail(deps), onRequest: limitPerAddress(app, deps) }, async (request, reply) => {
    const input = parseWith(signupSchema, request.body);
    const user = await createUser(db, input, deps.config.passwordCost);
    // A fresh id at every sign-in: a session id planted before it is never promoted (fixation).
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    const session = await createSession(db, user.id, false, deps.now());
    setSessionCookie(reply, deps, session.token, false);
    return reply.status(201).send({ message: 'Signed up', user: toUser(user, []) });
  });

  app.post('/login', { config: limitPerIpAndEmail(deps), onRequest: limitPerAddress(app, deps) }, async (request, reply) => {
    const input = parseWith(loginSchema, request.body);
    const user = await checkLoginThrottled(deps, input.email, input.password, request.ip);
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    const session = await createSession(db, user.id, input.rememberMe, deps.now());
    setSessionCookie(reply, deps, session.token, input.rememberMe);
    return { message: 'Logged in', user: toUser(user, await wishlistIds(db, user.id)) };
  });

  app.post('/logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply, deps);
    return { message: 'Logged out' };
  });

  app.get('/me', async (request, reply) => {
    const user = request.user;
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    reply.header('Cache-Control', 'private, no-store');
    return toUser(user, await wishlistIds(db, user.id));
  });
}
