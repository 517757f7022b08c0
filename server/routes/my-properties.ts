import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../plugins/session.ts';
import { ownerListings } from '../services/listings.ts';
import { toProperty } from '../services/property-view.ts';

/** GET /api/user/myproperties: the signed-in user's own listings, newest first. */
export async function myPropertiesRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/myproperties', async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-cache');
    return (await ownerListings(deps.database.db, user.id)).map((row) => toProperty(row, deps.storage.publicUrl));
  });
}
