import { sessionAnswerSchema } from '../../src/domain/answers.ts';
import type { AppDeps } from '../deps.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { toUser, wishlistIds } from '../services/accounts.ts';

/**
 * GET /api/auth/session: who is signed in, if anyone. The app asks this on every start; a visitor gets
 * `{ user: null }` with 200, not the 401 of /api/auth/me, which browsers log as a failed request.
 */
export async function sessionRoutes(app: Api, deps: AppDeps) {
  app.get('/session', { schema: { response: { 200: sessionAnswerSchema, ...errorAnswers } } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const user = request.user;
    return { user: user ? toUser(user, await wishlistIds(deps.database.db, user.id)) : null };
  });
}
