import type { FastifyInstance } from 'fastify';
import { catalogueParamsSchema } from '../../src/domain/catalogue.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http-error.ts';
import { catalogueSince } from '../services/catalogue.ts';

/** GET /api/property/catalogue: the compact summary of every listing, by difference since the client's version (issue 17). */
export async function catalogueRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/catalogue', async (request) => {
    const { since } = parseWith(catalogueParamsSchema, request.query);
    return catalogueSince(deps.database.db, since, deps.storage.publicUrl);
  });
}
