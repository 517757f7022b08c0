import { catalogueParamsSchema, catalogueResponseSchema } from '../../src/domain/catalogue.ts';
import { areaRange } from '../../src/domain/listing-filter.ts';
import type { AppDeps } from '../deps.ts';
import { type Api, errorAnswers, sendEncoded } from '../plugins/typed-routes.ts';
import { createCatalogueAnswers } from '../services/catalogue.ts';

/** GET /api/property/catalogue: the compact summary of every listing, by difference since the client's version. */
export async function catalogueRoutes(app: Api, deps: AppDeps) {
  // Answered from the listing cache while no listing changes (server/services/catalogue.ts).
  const answers = createCatalogueAnswers(deps.database.db, deps.storage.publicUrl, deps.config.catalogueDeviceLimit);
  const schema = { querystring: catalogueParamsSchema, response: { 200: catalogueResponseSchema, ...errorAnswers } };
  app.get('/catalogue', { schema }, async (request, reply) => sendEncoded(reply, await answers.since(request.query.since, areaRange(request.query))));
}
