import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';
import type { UserRow } from '../services/accounts.ts';
import { findSessionUser, REMEMBER_MS } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null: read from the session cookie before every /api handler. */
    user: UserRow | null;
    sessionToken: string | null;
  }
}

export const SESSION_COOKIE = 'sid';

/** Loads `request.user` from the session cookie for every API request. */
export function registerSessions(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const found = await findSessionUser(deps.database.db, token, deps.now());
    if (found) {
      request.user = found.user;
      request.sessionToken = token;
    }
  });
}

function cookieBase(deps: AppDeps) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: deps.config.publicUrl.startsWith('https://') };
}

/** HttpOnly, SameSite=Lax, Secure under HTTPS; "Remember me" = a 30-day cookie, else one that ends with the browser. */
export function setSessionCookie(reply: FastifyReply, deps: AppDeps, token: string, remember: boolean) {
  reply.setCookie(SESSION_COOKIE, token, remember ? { ...cookieBase(deps), maxAge: REMEMBER_MS / 1000 } : cookieBase(deps));
}

export function clearSessionCookie(reply: FastifyReply, deps: AppDeps) {
  reply.clearCookie(SESSION_COOKIE, cookieBase(deps));
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'notSignedIn');
  return request.user;
}

/**
 * Route hooks for `onRequest`: the account is checked before the body is read or validated, so a visitor is told
 * to sign in (401) whatever they sent. Handlers still call `requireUser` for the typed user.
 */
export async function signedIn(request: FastifyRequest) {
  requireUser(request);
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, 'notAllowed');
  return user;
}
