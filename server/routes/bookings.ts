import { z } from 'zod';
import { bookingAnswerSchema, messageAnswerSchema } from '../../src/domain/answers.ts';
import { bookingSchema, bookVisitSchema, myBookingsPageSchema } from '../../src/domain/booking.ts';
import { cancelBookingSchema } from '../../src/domain/booking-actions.ts';
import { BOOKING_CANCELLED } from '../../src/domain/messages.ts';
import { pageParamsSchema } from '../../src/domain/page.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { cancelBooking, listUserBookings, pageUserBookings } from '../services/bookings.ts';
import { idempotencyKey } from '../services/idempotency.ts';
import { bookVisitOnce } from '../services/visit-booking.ts';

/** Book a visit, list and cancel one's own visits (under /api/property). */
export async function bookingRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  const bookVisitSchemas = { body: bookVisitSchema, response: { 201: bookingAnswerSchema, ...errorAnswers } };
  app.post('/bookvisit', { onRequest: signedIn, schema: bookVisitSchemas }, async (request, reply) => {
    const user = requireUser(request);
    const answer = await bookVisitOnce(deps, user, request.body, idempotencyKey(request.headers['idempotency-key']));
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.get('/getbookings', { onRequest: signedIn, schema: { response: { 200: z.array(bookingSchema), ...errorAnswers } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return listUserBookings(db, user.id);
  });

  // The paged form of getbookings for long lists (docs/api.md); getbookings keeps its original whole array.
  const pageSchemas = { querystring: pageParamsSchema, response: { 200: myBookingsPageSchema, ...errorAnswers } };
  app.get('/my-bookings', { onRequest: signedIn, schema: pageSchemas }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return pageUserBookings(db, user.id, request.query, deps.now());
  });

  const cancelSchemas = { body: cancelBookingSchema, response: { 200: messageAnswerSchema, ...errorAnswers } };
  app.post('/deletebooking', { onRequest: signedIn, schema: cancelSchemas }, async (request) => {
    const user = requireUser(request);
    await cancelBooking(db, user, request.body.bookingId);
    return { message: BOOKING_CANCELLED };
  });
}
