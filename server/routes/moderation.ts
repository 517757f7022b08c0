import { z } from 'zod';
import { messageAnswerSchema } from '../../src/domain/answers.ts';
import { searchPageParamsSchema } from '../../src/domain/page.ts';
import {
  hideListingSchema,
  LISTING_HIDDEN,
  LISTING_RESTORED,
  LISTING_VERIFIED,
  listingModerationSchema,
  moderatedListingsPageSchema,
  REPORTS_DISMISSED,
  reportGroupsPageSchema,
  VERIFICATION_REMOVED,
} from '../../src/domain/moderation.ts';
import type { AppDeps } from '../deps.ts';
import { requireAdmin } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { hideListingAndTell } from '../services/hide-listing.ts';
import {
  dismissReports,
  listingModeration,
  pageModeratedListings,
  pageReportGroups,
  restoreListing,
  unverifyListing,
  verifyListing,
} from '../services/moderation.ts';

const idParams = z.object({ id: z.string() });
const done = { 200: messageAnswerSchema, ...errorAnswers };

/** /api/admin/* (docs/api.md): the Reports and Listings tabs, and hiding, restoring and dismissing. Admins only. */
export async function moderationRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('Cache-Control', 'private, no-store');
  });

  const reportSchemas = { querystring: searchPageParamsSchema, response: { 200: reportGroupsPageSchema, ...errorAnswers } };
  app.get('/reports', { schema: reportSchemas }, async (request) => pageReportGroups(db, request.query));

  const listSchemas = { querystring: searchPageParamsSchema, response: { 200: moderatedListingsPageSchema, ...errorAnswers } };
  app.get('/listings', { schema: listSchemas }, async (request) => pageModeratedListings(db, request.query));

  app.get('/listings/:id', { schema: { params: idParams, response: { 200: listingModerationSchema, ...errorAnswers } } }, async (request) =>
    listingModeration(db, request.params.id),
  );

  app.post('/listings/:id/hide', { schema: { params: idParams, body: hideListingSchema, response: done } }, async (request) => {
    await hideListingAndTell(deps, request.params.id, requireAdmin(request), request.body.reason, request.body.as ?? null);
    return { message: LISTING_HIDDEN };
  });

  app.post('/listings/:id/restore', { schema: { params: idParams, response: done } }, async (request) => {
    await restoreListing(db, request.params.id, requireAdmin(request), deps.now());
    return { message: LISTING_RESTORED };
  });

  app.post('/listings/:id/dismiss-reports', { schema: { params: idParams, response: done } }, async (request) => {
    await dismissReports(db, request.params.id, requireAdmin(request), deps.now());
    return { message: REPORTS_DISMISSED };
  });

  app.post('/listings/:id/verify', { schema: { params: idParams, response: done } }, async (request) => {
    await verifyListing(db, request.params.id, requireAdmin(request), deps.now());
    return { message: LISTING_VERIFIED };
  });

  app.post('/listings/:id/unverify', { schema: { params: idParams, response: done } }, async (request) => {
    await unverifyListing(db, request.params.id, requireAdmin(request), deps.now());
    return { message: VERIFICATION_REMOVED };
  });
}
