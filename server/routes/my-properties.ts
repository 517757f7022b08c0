import { z } from 'zod';
import { LISTING_CONFIRMED } from '../../src/domain/freshness.ts';
import { ownListingSchema } from '../../src/domain/owner-activity.ts';
import { propertySchema } from '../../src/domain/property.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { confirmListing } from '../services/freshness.ts';
import { ownListings } from '../services/owner-activity.ts';
import { toProperty } from '../services/property-view.ts';

const confirmedAnswerSchema = z.object({ message: z.string(), property: propertySchema });

/**
 * GET /api/user/myproperties: the signed-in user's own listings, newest first, each with its price history, state and
 * activity (views per day, saves, visits); and the owner's "still available".
 */
export async function myPropertiesRoutes(app: Api, deps: AppDeps) {
  app.get('/myproperties', { onRequest: signedIn, schema: { response: { 200: z.array(ownListingSchema), ...errorAnswers } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-cache');
    return ownListings(deps, user.id);
  });

  const confirmSchemas = { params: z.object({ id: z.string() }), response: { 200: confirmedAnswerSchema, ...errorAnswers } };
  app.post('/myproperties/:id/confirm', { onRequest: signedIn, schema: confirmSchemas }, async (request) => {
    const user = requireUser(request);
    const row = await confirmListing(deps.database.db, user.id, request.params.id, deps.now());
    return { message: LISTING_CONFIRMED, property: toProperty(row, deps.storage.publicUrl, true) };
  });
}
