import { z } from 'zod';
import { type BookingAnswer, bookingAnswerSchema, messageAnswerSchema } from '../../src/domain/answers.ts';
import { bookingSchema, bookVisitSchema, myBookingsPageSchema, isBeforeToday, todayInKolkata } from '../../src/domain/booking.ts';
import { cancelBookingSchema } from '../../src/domain/booking-actions.ts';
import { BOOKING_CANCELLED, VISIT_BOOKED } from '../../src/domain/messages.ts';
import { pageParamsSchema } from '../../src/domain/page.ts';
import { isInVisitHours, visitHoursValues } from '../../src/domain/visit-hours.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http-error.ts';
import { requireUser, signedIn } from '../plugins/session.ts';
import { type Api, errorAnswers } from '../plugins/typed-routes.ts';
import { bookVisit, cancelBooking, listUserBookings, pageUserBookings } from '../services/bookings.ts';
import { idempotencyKey, runOnce, type Answer } from '../services/idempotency.ts';
import { bookingConfirmationMail } from '../services/mail-messages.ts';

/** SPEC section 7: book a visit, list and cancel one's own visits (under /api/property). */
export async function bookingRoutes(app: Api, deps: AppDeps) {
  const { db } = deps.database;

  const bookVisitSchemas = { body: bookVisitSchema, response: { 201: bookingAnswerSchema, ...errorAnswers } };
  app.post('/bookvisit', { onRequest: signedIn, schema: bookVisitSchemas }, async (request, reply) => {
    const user = requireUser(request);
    const key = idempotencyKey(request.headers['idempotency-key']);
    const now = deps.now();
    const input = request.body;
    if (isBeforeToday(input.bookingDate, todayInKolkata(now))) throw new HttpError(400, 'dateInPast');
    const hours = deps.config.visitHours;
    if (!isInVisitHours(input, hours)) throw new HttpError(400, 'outsideVisitHours', visitHoursValues(hours));

    let mail: ReturnType<typeof bookingConfirmationMail> | null = null;
    const book = async (tx: typeof db): Promise<Answer<BookingAnswer>> => {
      const { booking, visit } = await bookVisit(tx, user, input, now);
      if (visit) mail = bookingConfirmationMail(visit);
      return { statusCode: 201, body: { message: VISIT_BOOKED, booking } };
    };
    const answer = key
      ? await runOnce(db, { userId: user.id, route: 'bookvisit', key }, now, bookingAnswerSchema, book)
      : { ...(await book(db)), replayed: false };

    // Mailed after the booking is committed, and only once: a replay (or a race lost to the same key) sends nothing.
    if (mail && !answer.replayed) await deps.mailer.send(mail);
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.get('/getbookings', { onRequest: signedIn, schema: { response: { 200: z.array(bookingSchema), ...errorAnswers } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return listUserBookings(db, user.id);
  });

  // The paged form of getbookings for long lists (docs/api.md); getbookings keeps SPEC's whole array.
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
