import type { FastifyInstance } from 'fastify';
import { catalogueParamsSchema } from '../../src/domain/catalogue.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http-error.ts';
import { createCatalogueAnswers } from '../services/catalogue.ts';

/** GET /api/property/catalogue: the compact summary of every listing, by difference since the client's version (issue 17). */
export async function catalogueRoutes(app: FastifyInstance, deps: AppDeps) {
  // Answered from the listing cache while no listing changes (server/services/catalogue.ts).
  const answers = createCatalogueAnswers(deps.database.db, deps.storage.publicUrl);
  app.get('/catalogue', async (request, reply) => {
    const { since } = parseWith(catalogueParamsSchema, request.query);
    return reply.type('application/json; charset=utf-8').send(await answers.since(since));
  });
}
