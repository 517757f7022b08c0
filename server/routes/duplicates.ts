import { duplicatePairsPageSchema } from '../../src/domain/duplicates.ts';
import { pageParamsSchema } from '../../src/domain/page.ts';
import type { AppDeps } from '../deps.ts';
import { requireAdmin } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { pageDuplicatePairs } from '../services/duplicate-pairs.ts';

/** GET /api/admin/duplicates: the moderators' "Possible duplicates", a page at a time. Admins only. */
export async function duplicateRoutes(app: Api, deps: AppDeps) {
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('Cache-Control', 'private, no-store');
  });

  const listSchemas = { querystring: pageParamsSchema, response: { 200: duplicatePairsPageSchema, ...errorAnswers } };
  app.get('/duplicates', { schema: listSchemas }, async (request) => pageDuplicatePairs(deps.database.db, request.query, deps.storage.publicUrl));
}
