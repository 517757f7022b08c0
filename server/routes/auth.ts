import { loginSchema, signupSchema, userSchema } from '../../src/domain/account.ts';
import { messageAnswerSchema, userAnswerSchema } from '../../src/domain/answers.ts';
import { LOGGED_IN, LOGGED_OUT, SIGNED_UP } from '../../src/domain/messages.ts';
import type { AppDeps } from '../deps.ts';
import { limitPerAddress, limitPerIpAndEmail } from '../plugins/rate-limit.ts';
import { pickedLang, requestLang, setLangCookie } from '../plugins/reader-lang.ts';
import { clearSessionCookie, requireUser, setSessionCookie, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { createUser, toUser, wishlistIds } from '../services/accounts.ts';
import { deleteSession, renewSession } from '../services/sessions.ts';
import { checkLoginThrottled, signInLang } from '../services/sign-in.ts';

/** /api/auth/* (docs/api.md): sign up, sign in, sign out, who am I. */
export async function authRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  const signupSchemas = { body: signupSchema, response: { 201: userAnswerSchema, ...errorAnswers } };
  app.post('/signup', { config: limitPerIpAndEmail(deps), onRequest: limitPerAddress(app, deps), schema: signupSchemas }, async (request, reply) => {
    // The account starts in the language the device reads the app in (decision 0046).
    const user = await createUser(db, { ...request.body, lang: requestLang(request) }, deps.config.passwordCost);
    const session = await renewSession(db, request.sessionToken, user.id, false, deps.now());
    setSessionCookie(reply, deps, session.token, false);
    setLangCookie(reply, deps, user.lang);
    return reply.status(201).send({ message: SIGNED_UP, user: toUser(user, []) });
  });

  const loginSchemas = { body: loginSchema, response: { 200: userAnswerSchema, ...errorAnswers } };
  app.post('/login', { config: limitPerIpAndEmail(deps), onRequest: limitPerAddress(app, deps), schema: loginSchemas }, async (request, reply) => {
    const input = request.body;
    const user = await checkLoginThrottled(deps, input.email, input.password, request.ip);
    const session = await renewSession(db, request.sessionToken, user.id, input.rememberMe, deps.now());
    setSessionCookie(reply, deps, session.token, input.rememberMe);
    setLangCookie(reply, deps, await signInLang(deps, user, pickedLang(request)));
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
