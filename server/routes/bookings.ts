import type { FastifyInstance } from 'fastify';
import { makeBookVisitSchema, todayInKolkata } from '../../src/domain/booking.ts';
import { cancelBookingSchema } from '../../src/domain/booking-actions.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http-error.ts';
import { requireUser } from '../plugins/session.ts';
import { BOOKED, bookVisit, CANCELLED, cancelBooking, listUserBookings } from '../services/bookings.ts';
import { idempotencyKey, runOnce, type Answer } from '../services/idempotency.ts';
import { bookingConfirmationMail } from '../services/mail-messages.ts';

/** SPEC section 7: book a visit, list and cancel one's own visits (under /api/property). */
export async function bookingRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.post('/bookvisit', async (request, reply) => {
    const user = requireUser(request);
    const key = idempotencyKey(request.headers['idempotency-key']);
    const now = deps.now();
    const input = parseWith(makeBookVisitSchema(todayInKolkata(now)), request.body);

    let mail: ReturnType<typeof bookingConfirmationMail> | null = null;
    const book = async (tx: typeof db): Promise<Answer> => {
      const { booking, visit } = await bookVisit(tx, user, input, now);
      if (visit) mail = bookingConfirmationMail(visit);
      return { statusCode: 201, body: { message: BOOKED, booking } };
    };
    const answer = key ? await runOnce(db, { userId: user.id, route: 'bookvisit', key }, now, book) : { ...(await book(db)), replayed: false };

    // Mailed after the booking is committed, and only once: a replay (or a race lost to the same key) sends nothing.
    if (mail && !answer.replayed) await deps.mailer.send(mail);
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.get('/getbookings', async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'private, no-store');
    return listUserBookings(db, user.id);
  });

  app.post('/deletebooking', async (request) => {
    const user = requireUser(request);
    const { bookingId } = parseWith(cancelBookingSchema, request.body);
    await cancelBooking(db, user, bookingId);
    return { message: CANCELLED };
  });
}
