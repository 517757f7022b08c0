import { catalogueParamsSchema, catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import type { AppDeps } from '../deps.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { catalogueSince } from '../services/catalogue.ts';

/** GET /api/property/catalogue: the compact summary of every listing, by difference since the client's version (issue 17). */
export async function catalogueRoutes(app: Api, deps: AppDeps) {
  const schema = { querystring: catalogueParamsSchema, response: { 200: catalogueResponseSchema, ...errorAnswers } };
  app.get('/catalogue', { schema }, async (request) => catalogueSince(deps.database.db, request.query.since, deps.storage.publicUrl));
}
