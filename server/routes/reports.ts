import { z } from 'zod';
import { messageAnswerSchema } from '../../src/domain/answers.ts';
import { REPORT_THANKS } from '../../src/domain/report-reasons.ts';
import { listingReportSchema, reportListingSchema } from '../../src/domain/report.ts';
import type { AppDeps } from '../deps.ts';
import { limitPerIp } from '../plugins/rate-limit.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { listOwnReports, reportListing } from '../services/reports.ts';

/** A signed-in user reports a listing, and reads back their own reports (nobody else's). */
export async function reportRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  const reportSchemas = { params: z.object({ id: z.string() }), body: reportListingSchema, response: { 201: messageAnswerSchema, ...errorAnswers } };
  // Counted per client address like an enquiry: a report costs a moderator's time.
  app.post('/property/report/:id', { onRequest: signedIn, config: limitPerIp(deps), schema: reportSchemas }, async (request, reply) => {
    const user = requireUser(request);
    await reportListing(db, user.id, request.params.id, request.body, deps.now());
    return reply.status(201).send({ message: REPORT_THANKS });
  });

  app.get('/user/reports', { onRequest: signedIn, schema: { response: { 200: z.array(listingReportSchema), ...errorAnswers } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return listOwnReports(db, user.id);
  });
}
