import { z } from 'zod';
import { adminBookingsPageSchema, adminStatsSchema, adminUserSchema, adminUsersPageSchema } from '../../src/domain/admin.ts';
import { bookingAnswerSchema } from '../../src/domain/answers.ts';
import { bookingSchema } from '../../src/domain/booking.ts';
import { bookingStatusSchema } from '../../src/domain/booking-actions.ts';
import { BOOKING_STATUS_UPDATED } from '../../src/domain/messages.ts';
import { searchPageParamsSchema } from '../../src/domain/page.ts';
import type { AppDeps } from '../deps.ts';
import { requireAdmin } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { adminStats, listUsers, pageUsers } from '../services/admin.ts';
import { changeBookingStatus } from '../services/booking-status.ts';
import { listAllBookings, pageAllBookings } from '../services/bookings.ts';

/** /api/admin/* (docs/api.md): role admin only (403 for others, 401 when not signed in). */
export async function adminRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  // onRequest: the role is checked before a body is even read.
  app.addHook('onRequest', async (request, reply) => {
    requireAdmin(request);
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/get-stats', { schema: { response: { 200: adminStatsSchema, ...errorAnswers } } }, async () => adminStats(db));

  app.get('/get-users', { schema: { response: { 200: z.array(adminUserSchema), ...errorAnswers } } }, async () => listUsers(db));

  app.get('/get-bookings', { schema: { response: { 200: z.array(bookingSchema), ...errorAnswers } } }, async () => listAllBookings(db));

  // The paged, searched forms the dashboard reads (docs/api.md); the two above keep their original whole arrays.
  app.get('/users', { schema: { querystring: searchPageParamsSchema, response: { 200: adminUsersPageSchema, ...errorAnswers } } }, async (request) =>
    pageUsers(db, request.query),
  );

  app.get('/bookings', { schema: { querystring: searchPageParamsSchema, response: { 200: adminBookingsPageSchema, ...errorAnswers } } }, async (request) =>
    pageAllBookings(db, request.query),
  );

  const statusSchemas = { params: z.object({ id: z.string() }), body: bookingStatusSchema, response: { 200: bookingAnswerSchema, ...errorAnswers } };
  app.patch('/update-booking-status/:id', { schema: statusSchemas }, async (request) => {
    const booking = await changeBookingStatus(deps, request.params.id, request.body.status, request.log);
    return { message: BOOKING_STATUS_UPDATED, booking };
  });
}
