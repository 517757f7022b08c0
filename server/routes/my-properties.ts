import { z } from 'zod';
import { propertySchema } from '../../src/domain/property.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { ownerListings } from '../services/listings.ts';
import { toProperty } from '../services/property-view.ts';

/** GET /api/user/myproperties: the signed-in user's own listings, newest first. */
export async function myPropertiesRoutes(app: Api, deps: AppDeps) {
  app.get('/myproperties', { onRequest: signedIn, schema: { response: { 200: z.array(propertySchema), ...errorAnswers } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-cache');
    return (await ownerListings(deps.database.db, user.id)).map((row) => toProperty(row, deps.storage.publicUrl, true));
  });
}
